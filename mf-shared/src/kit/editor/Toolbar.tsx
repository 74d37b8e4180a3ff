import { Button } from 'mf-shared/kit/plain';

/** What the toolbar can do to the text. */
export type EditorCommand = 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link';

export type ActiveMarks = Partial<Record<EditorCommand, boolean>>;

const TOOLS: { command: Exclude<EditorCommand, 'link'>; name: string; text: string }[] = [
  { command: 'bold', name: 'Bold', text: 'B' },
  { command: 'italic', name: 'Italic', text: 'I' },
  { command: 'bulletList', name: 'Bulleted list', text: '• List' },
  { command: 'orderedList', name: '1. List: numbered list', text: '1. List' },
];

/**
 * The editor's toolbar (spec section 9: bold, italic, lists, links), plain buttons: the same one
 * before the editor has loaded (a press loads it and is carried out) and after.
 */
export function Toolbar({
  label,
  active,
  disabled,
  linkOpen,
  onCommand,
}: {
  label?: string;
  active: ActiveMarks;
  disabled?: boolean;
  linkOpen?: boolean;
  onCommand: (command: EditorCommand) => void;
}) {
  return (
    <div className="pp-editor__toolbar" role="toolbar" aria-label={label ? `${label} formatting` : 'Formatting'}>
      {TOOLS.map(({ command, name, text }) => (
        <Button
          key={command}
          size="small"
          variant={active[command] ? 'primary' : 'text'}
          aria-label={name}
          aria-pressed={!!active[command]}
          title={name}
          disabled={disabled}
          // Keep the cursor in the text while the button is pressed.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onCommand(command)}
        >
          {text}
        </Button>
      ))}
      {!disabled && (
        <Button
          size="small"
          variant={active.link ? 'primary' : 'text'}
          aria-label="Link"
          aria-pressed={!!active.link}
          aria-expanded={!!linkOpen}
          onClick={() => onCommand('link')}
        >
          Link
        </Button>
      )}
    </div>
  );
}
