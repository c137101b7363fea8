// Screenshots of products.
import type { Screen } from './screen'

export const SCREENS_PRODUCTS: Screen[] = []
