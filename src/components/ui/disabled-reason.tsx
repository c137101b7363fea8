// Why a control is disabled, said where the user looks: a tooltip on hover and
// focus, the reason as the control's description for screen readers, and a toast
// on click or tap (touch has no hover). The control stays focusable (aria-disabled,
// not `disabled`), so keyboard users can reach the reason too.
import { cloneElement, useId, type MouseEvent, type ReactElement } from 'react'
import { toast } from './toast'
import { Tooltip } from './tooltip'

export interface DisableableProps {
  'aria-describedby'?: string
  'aria-disabled'?: boolean | 'true' | 'false'
  onClick?: (event: MouseEvent<HTMLElement>) => void
}

export interface DisabledReasonProps {
  /** Null or empty: the control is enabled and rendered untouched. */
  reason: string | null | undefined
  /** One element that accepts a ref, `onClick` and ARIA props: a Button, a link, a menu trigger. */
  children: ReactElement<DisableableProps>
}

export function DisabledReason({ reason, children }: DisabledReasonProps) {
  const id = useId()
  if (!reason) return children
  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ')
  // Replacing onClick drops the action; preventDefault also stops a submit or a link's navigation.
  const control = cloneElement(children, {
    'aria-disabled': true,
    'aria-describedby': describedBy,
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault()
      event.stopPropagation()
      toast.info(reason, { id: `disabled:${reason}` })
    },
  })
  return (
    <>
      <Tooltip content={reason}>{control}</Tooltip>
      <span id={id} hidden>
        {reason}
      </span>
    </>
  )
}
