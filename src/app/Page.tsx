import type { HTMLAttributes, ReactNode } from 'react';

export interface PageProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  /** the screen's own classes (e.g. 'contests'), after 'page' */
  className?: string;
  /** room at the bottom for the fixed bottom bar (home, my matches, profile) */
  bottomBar?: boolean;
  children: ReactNode;
}

/**
 * Every screen's <main>: the one page gutter (app.css `.page`, `--page-gutter`), so no screen's text sits on the
 * edge of a phone. Bars that paint to the screen's edges (the AppHeader, `.page__bleed`) reach out of the gutter
 * and keep their text inside it; `data-*` attributes (data-testid …) pass through to the <main>.
 */
export function Page({ className, bottomBar = false, children, ...rest }: PageProps) {
  const classes = ['page', bottomBar ? 'page--with-bottom-bar' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <main className={classes} {...rest}>
      {children}
    </main>
  );
}
