// The slug input of both forms that make a product (create, duplicate): one set of rules,
// said the same way, and no browser help that would bend what is typed.
import { useLingui } from '@lingui/react/macro'
import { TextField, type TextFieldProps } from '../../../components/ui/field'

export function SlugField(props: Omit<TextFieldProps, 'autoComplete' | 'spellCheck' | 'autoCapitalize' | 'mono'>) {
  const { t } = useLingui()
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
      mono
      hint={t`Lower-case letters, digits and single hyphens; unique in the workspace.`}
      {...props}
    />
  )
}
