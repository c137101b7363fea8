// A Button for a write: disabled with the reason when the key may not make it
// (read-only, or a workspace-wide change with a product-locked key).
import { useCanWrite, type WriteNeeds } from '../../app/capabilities'
import { Button, type ButtonProps } from './button'

export interface WriteButtonProps extends Omit<ButtonProps, 'disabledReason'> {
  /** `workspace: true` when the change reaches beyond one product. */
  needs?: WriteNeeds
}

export function WriteButton({ needs, ...props }: WriteButtonProps) {
  const { reason } = useCanWrite(needs)
  return <Button {...props} disabledReason={reason} />
}
