import { ROLE, STATUS, effectiveStatus, useAuth } from 'mf-shared';
import { useApiHealth, useRealtimeProbe } from './api/checks';

const ROLE_NAMES: Record<number, string> = { [ROLE.EXPERT]: 'Expert', [ROLE.JOURNALIST]: 'Journalist' };
const STATUS_NAMES = Object.fromEntries(Object.entries(STATUS).map(([name, value]) => [value, name])) as Record<
  number,
  string
>;

function Check({ label, state }: { label: string; state: { isPending: boolean; isSuccess: boolean } }) {
  const text = state.isPending ? 'checking…' : state.isSuccess ? 'answers' : 'does not answer';
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-state={state.isPending ? 'pending' : state.isSuccess ? 'ok' : 'failed'}>{text}</td>
    </tr>
  );
}

/** /test, open to both roles: who is signed in, in which state, and whether the API and realtime answer. */
export default function TestPage() {
  const user = useAuth((s) => s.user)!;
  const api = useApiHealth();
  const realtime = useRealtimeProbe();
  const status = effectiveStatus(user);
  return (
    <section className="plain-form">
      <h1>Connection test</h1>
      <table aria-label="Connection test">
        <tbody>
          <tr>
            <th scope="row">Role</th>
            <td>{ROLE_NAMES[user.role] ?? user.role}</td>
          </tr>
          <tr>
            <th scope="row">Status</th>
            <td>
              {STATUS_NAMES[status] ?? status} ({status})
            </td>
          </tr>
          <Check label="API" state={api} />
          <Check label="Realtime" state={realtime} />
        </tbody>
      </table>
    </section>
  );
}
