import { useSearchParams } from 'react-router-dom';

/** The URL parameter that opens the drawer: `?interview=<id>` (a shared link opens it too). */
export const DRAWER_PARAM = 'interview';

/** The interview the URL opens, or null. */
export function useOpenInterview(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(DRAWER_PARAM));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const open = (next: number | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === null) copy.delete(DRAWER_PARAM);
      else copy.set(DRAWER_PARAM, String(next));
      return copy;
    });
  return [id, open];
}
