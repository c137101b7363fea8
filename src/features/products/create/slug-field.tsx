// The slug input of both forms that make a product (create, duplicate): one set of rules,
// said the same way, and no browser help that would bend what is typed.
import { TextField, type TextFieldProps } from '../../../components/ui/field'

export function SlugField(props: Omit<TextFieldProps, 'autoComplete' | 'spellCheck' | 'autoCapitalize' | 'mono'>) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="none"
      mono
      hint="Lower-case letters, digits and single hyphens; unique in the workspace."
      {...props}
    />
  )
}
