import type { HTMLAttributes, ReactNode } from 'react';
import './plain.css';

/** One labelled fact: a term and what it is. */
export interface Fact {
  /** Kept apart from the label when the label is not a plain word. */
  key?: string;
  label: ReactNode;
  value: ReactNode;
}

export interface FactsProps extends HTMLAttributes<HTMLDListElement> {
  facts: (Fact | false | null | undefined)[];
  /**
   * `table`: a bordered two-column list (one column on a phone); `inline`: "Label: value" runs;
   * `grid`: tiles side by side, each label above its value.
   */
  variant?: 'table' | 'inline' | 'grid';
}

/**
 * Labelled facts as a description list, read by a screen reader as term and definition: the one
 * place the profile, company, interview, plan, briefing, request and opportunity pages take their look from.
 */
export function Facts({ facts, variant = 'table', className, ...rest }: FactsProps) {
  return (
    <dl {...rest} className={['pp-facts', `pp-facts--${variant}`, className].filter(Boolean).join(' ')}>
      {facts.filter(Boolean).map((fact, index) => {
        const { key, label, value } = fact as Fact;
        return (
          <div key={key ?? (typeof label === 'string' ? label : index)} className="pp-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
