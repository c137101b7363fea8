// Screenshots of conversations and transcripts.
import type { Screen } from './screen'

export const SCREENS_SESSIONS: Screen[] = []
