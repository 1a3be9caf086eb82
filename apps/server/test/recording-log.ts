/** A logger for code that takes one (a source's `log`): keeps every line so a test can read it. */
export type LogLine = { level: 'info' | 'warn'; details: Record<string, unknown>; message: string };

export function recordingLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    info(details: object, message: string) {
      lines.push({ level: 'info', details: details as Record<string, unknown>, message });
    },
    warn(details: object, message: string) {
      lines.push({ level: 'warn', details: details as Record<string, unknown>, message });
    },
    messages: () => lines.map((line) => line.message),
    clear: () => {
      lines.length = 0;
    },
  };
}
