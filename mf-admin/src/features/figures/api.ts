import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiAnswer, ApiData } from 'mf-shared/contract';
import { staffDownload, staffGet, staffKeys } from '../../lib/staffApi';
import { staffSession } from '../../lib/staffSession';

export type Figures = ApiData<'/staff/figures'>;
export type FiguresDay = Figures['days'][number];
export interface FiguresRange {
  from: string;
  to: string;
}

/** The figures of a range of days (GET /staff/figures); the last range stays shown while the next loads. */
export function useFigures(range: FiguresRange, valid = true) {
  const token = staffSession((s) => s.token);
  return useQuery({
    queryKey: [...staffKeys.all, 'figures', range],
    queryFn: async () => (await staffGet<ApiAnswer<'/staff/figures'>>('/staff/figures', range)).data,
    placeholderData: keepPreviousData,
    enabled: token !== null && valid,
  });
}

/** Saves the range's figures as the CSV file the API names (GET /staff/figures.csv). */
export async function downloadFiguresCsv(range: FiguresRange) {
  const blob = await staffDownload('/staff/figures.csv', range);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `presspoint-figures-${range.from}-to-${range.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
