// Link styles of the overview: its figures are links into the screen that explains them.
export const figureLinkClass =
  'hover:text-accent underline decoration-line-strong decoration-1 underline-offset-4 hover:decoration-current'

export const viewAllClass =
  'text-accent hover:text-accent-hover text-sm font-medium whitespace-nowrap underline-offset-2 hover:underline'
