// Screenshots of the wallet ledger (and the overview states it owns).
import type { Screen } from './screen'

export const SCREENS_WALLET: Screen[] = []
