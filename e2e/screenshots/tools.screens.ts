// Screenshots of the tool library and knowledge bases.
import type { Screen } from './screen'

export const SCREENS_TOOLS: Screen[] = []
