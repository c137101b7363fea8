// Lint fixture (scripts/lint-boundaries.test.ts): the other half, through a dynamic import.
export interface B {
  name: string
}

export const loadA = () => import('./cycle-a')
