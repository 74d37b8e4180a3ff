import { lazy, type ComponentProps, type ComponentType } from 'react';

/**
 * A lazily loaded part that uses antd (a dialog, a drawer, a popup), wrapped in the app's antd
 * theme as it loads. Pages that show no antd on first load have no theme provider of their own
 * (issue 25's budget); on a page that has one, the second changes nothing.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, kept by ComponentProps
export function lazyThemed<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  return lazy(async () => {
    const [{ default: Part }, { default: ThemeProvider }] = await Promise.all([
      load(),
      import('../theme/ThemeProvider'),
    ]);
    const Inner = Part as ComponentType<ComponentProps<C>>;
    function ThemedPart(props: ComponentProps<C>) {
      return (
        <ThemeProvider>
          <Inner {...props} />
        </ThemeProvider>
      );
    }
    return { default: ThemedPart };
  });
}
