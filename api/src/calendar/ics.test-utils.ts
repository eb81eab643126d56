/**
 * A minimal RFC 5545 reader for tests: checks the physical lines (CRLF, at most 75 octets), unfolds
 * them (§3.1), splits each content line into name, parameters and value, and nests components.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}
export interface IcsComponent {
  type: string;
  props: IcsProperty[];
  children: IcsComponent[];
}

/** Problems with the physical lines: a bare CR or LF, a line over 75 octets, no CRLF at the end. */
export function lineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  const lines = text.split('\r\n');
  lines.forEach((line, i) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${i + 1} holds a bare CR or LF`);
    if (Buffer.byteLength(line, 'utf8') > 75) problems.push(`line ${i + 1} is ${Buffer.byteLength(line, 'utf8')} octets`);
  });
  return problems;
}

function contentLine(line: string): IcsProperty {
  // The value starts at the first ':' outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`not a content line: ${line}`);
  const [name, ...rawParams] = line.slice(0, colon).split(';');
  const params = Object.fromEntries(rawParams.map((p) => [p.slice(0, p.indexOf('=')).toUpperCase(), p.slice(p.indexOf('=') + 1)]));
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

/** The calendar as components; throws on a malformed file (unbalanced BEGIN/END, junk lines). */
export function parseIcs(text: string): IcsComponent {
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l !== '');
  const root: IcsComponent = { type: '', props: [], children: [] };
  const stack = [root];
  for (const line of unfolded) {
    const prop = contentLine(line);
    const top = stack[stack.length - 1];
    if (prop.name === 'BEGIN') {
      const child = { type: prop.value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (prop.name === 'END') {
      if (top.type !== prop.value) throw new Error(`END:${prop.value} closes ${top.type}`);
      stack.pop();
    } else top.props.push(prop);
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unbalanced calendar');
  return root.children[0];
}

export const prop = (c: IcsComponent, name: string) => c.props.find((p) => p.name === name);
export const events = (calendar: IcsComponent) => calendar.children.filter((c) => c.type === 'VEVENT');

/** A TEXT value with its escapes undone (§3.3.11). */
export const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
