import { Button } from '../plain';
import { useId, useState } from 'react';
import './facets.css';

export type FacetValue = string | number;

export interface FacetOption<V extends FacetValue = FacetValue> {
  value: V;
  label: string;
  /** How many results choosing it gives, the other filters applied. */
  count: number;
}

export interface FacetListProps<V extends FacetValue = FacetValue> {
  title: string;
  /** In the order shown. */
  options: FacetOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  /** How many to show before "Show more" (the chosen ones are always shown). */
  limit?: number;
}

/**
 * One filter of a faceted search: a checkbox per value with its count, the chosen ones first. Values
 * that would give nothing are disabled unless chosen; a long list shows its first `limit` values and "Show more".
 */
export function FacetList<V extends FacetValue>({ title, options, selected, onToggle, limit = 8 }: FacetListProps<V>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const chosen = new Set<FacetValue>(selected);
  // The chosen values lead, so what is in force is seen without scrolling or "Show more".
  const ordered = [...options.filter((o) => chosen.has(o.value)), ...options.filter((o) => !chosen.has(o.value))];
  const shown = open ? ordered : ordered.filter((o, i) => i < limit || chosen.has(o.value));
  const hidden = options.length - shown.length;
  if (options.length === 0) return null;
  return (
    <fieldset className="facet-list" aria-labelledby={id}>
      <legend id={id} className="facet-list__title">
        {title}
      </legend>
      <ul>
        {shown.map((o) => (
          <li key={o.value}>
            <label className="facet-list__option">
              <input
                type="checkbox"
                checked={chosen.has(o.value)}
                disabled={o.count === 0 && !chosen.has(o.value)}
                onChange={() => onToggle(o.value)}
              />
              <span className="facet-list__label">{o.label}</span>
              <span className="facet-list__count" aria-label={`(${o.count})`}>
                {o.count}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {(hidden > 0 || open) && (
        <Button variant="link" size="small" className="facet-list__more" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : `Show ${hidden} more`}
        </Button>
      )}
    </fieldset>
  );
}
