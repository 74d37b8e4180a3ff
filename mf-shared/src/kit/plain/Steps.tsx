import './plain.css';

export interface StepsProps {
  /** Each step's name, in order. */
  titles: readonly string[];
  /** The step the person is on (0-based); the ones before it are done. */
  current: number;
  /** What the steps are of ("Steps of a new guest"): the navigation's name. */
  label: string;
}

/** Where the person is in a task of several steps: numbered, the current one filled, a done one ticked. */
export function Steps({ titles, current, label }: StepsProps) {
  return (
    <nav aria-label={label} className="pp-steps">
      <ol>
        {titles.map((title, index) => (
          <li
            key={title}
            aria-current={index === current ? 'step' : undefined}
            className={`pp-steps__step${index < current ? ' pp-steps__step--done' : ''}`}
          >
            <span className="pp-steps__number" aria-hidden>
              {index < current ? '✓' : index + 1}
            </span>
            {title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
