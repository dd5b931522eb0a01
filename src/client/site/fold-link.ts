// The site's stylesheet as the server links it right before a production page's first section below the fold
// (docs/decisions/053): React renders it again as its own (fold-stylesheet.tsx), and where it is, the entry script
// leaves the head's disabled copy off (main.tsx, docs/decisions/050).
export const foldLink = () => document.querySelector<HTMLLinkElement>('#root link[rel="stylesheet"]');
