import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded part that uses antd (a dialog, a drawer, a popup), wrapped in the app's antd
 * theme as it loads. Pages that show no antd on first load have no theme provider of their own
 * (issue 25's budget); on a page that has one, the second changes nothing.
 */
export function lazyThemed<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Part }, { default: ThemeProvider }] = await Promise.all([
      load(),
      import('../theme/ThemeProvider'),
    ]);
    function ThemedPart(props: P) {
      return (
        <ThemeProvider>
          <Part {...props} />
        </ThemeProvider>
      );
    }
    return { default: ThemedPart };
  });
}
