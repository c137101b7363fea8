// The server's objections to a save that name no field of the form, said once under it.
import { AlertIcon } from '../../../components/ui/icons'

export function UnplacedErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null
  return (
    <div role="alert" className="border-danger/40 bg-danger-soft rounded-md border p-4 text-sm">
      <div className="flex gap-2.5">
        <AlertIcon className="text-danger mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-danger font-semibold">The API also refused the tool because:</p>
          <ul aria-label="Other problems" className="text-fg mt-1 list-disc pl-5 break-words">
            {messages.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}
