import type { TStoredReport } from './feedback.repository.ts';

/** Chat embeds cap a field's value at 1024 characters and the description at 4096. */
const FIELD_MAX = 1024;
const DESCRIPTION_MAX = 4096;
const REPORT_COLOUR = 0xe11d48;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const orDash = (text: string) => (text.trim() ? text : '—');

/**
 * The webhook body of a report, as a chat embed: title, description (the error's message), fields
 * URL, Status, Report (the visitor's words), Browser and Stack trace (its first 1000 characters), timestamp.
 */
export function reportEmbed(report: TStoredReport) {
  const stack = report.stack.trim() ? `\`\`\`\n${report.stack.replace(/```/g, "'''")}\n\`\`\`` : '—';
  return {
    username: 'Marquee',
    embeds: [
      {
        title: `Error report #${report.id}`,
        description: cut(orDash(report.message), DESCRIPTION_MAX),
        color: REPORT_COLOUR,
        fields: [
          { name: 'URL', value: cut(orDash(report.url), FIELD_MAX) },
          { name: 'Status', value: report.status === null ? '—' : String(report.status), inline: true },
          { name: 'Report', value: cut(orDash(report.report), FIELD_MAX) },
          { name: 'Browser', value: cut(orDash(report.browser), FIELD_MAX) },
          { name: 'Stack trace', value: cut(stack, FIELD_MAX) },
        ],
        timestamp: report.createdAt.toISOString(),
      },
    ],
  };
}
