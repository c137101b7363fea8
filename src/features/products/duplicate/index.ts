export {
  copyDefaults,
  DuplicateProductButton,
  DuplicateProductDialog,
  type DuplicateProductDialogProps,
  type DuplicateSource,
} from './duplicate-product-dialog'
