/**
 * The three statistics operations, computed from the simulator's own records with the query the operation
 * documents (range, filters, grouping), in the shape of their schemas (ConsentActionStats, ConsentCommitStats,
 * DisclosureStats).
 */
import type {Behaviour} from './behaviours';
import type {Engine, StoredRecord} from './engine';
import {propertiesOf} from './description';
import {ApiError, messages} from './errors';
import {list, strings, text, type Rec} from './json';

const DAY_MS = 86400 * 1000;
/** Without `created_after`, a statistic covers the 30 days before `created_before` (or now). */
const DEFAULT_RANGE_DAYS = 30;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

interface Range {
  after: string;
  before: string;
}

function rangeOf(engine: Engine, query: Record<string, unknown>): Range {
  const before = query.created_before === undefined ? engine.nowIso() : text(query.created_before);
  const after =
    query.created_after === undefined
      ? iso(Date.parse(before) - DEFAULT_RANGE_DAYS * DAY_MS)
      : text(query.created_after);
  return {after: iso(Date.parse(after)), before: iso(Date.parse(before))};
}

/** Records of `object` created in the range whose fields match the equality filters the query names. */
function recordsIn(engine: Engine, object: string, range: Range, filters: Record<string, unknown>): StoredRecord[] {
  return [...engine.table(object).values()].filter((r) => {
    const created = text(r.created_at ?? '');
    if (created < range.after || created > range.before) return false;
    return Object.entries(filters).every(([field, wanted]) => {
      if (wanted === undefined) return true;
      const values = Array.isArray(wanted) ? wanted.map(String) : [text(wanted)];
      return values.includes(text(r[field]));
    });
  });
}

/** `YYYY-MM-DD` of an instant in an IANA time zone; an unknown zone is the client's error. */
function dayIn(timeZone: string): (instant: string) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {timeZone, year: 'numeric', month: '2-digit', day: '2-digit'});
  } catch {
    throw new ApiError('invalid_filter', messages.filter('timezone'), [
      {field: 'timezone', issue: 'invalid', message: `No es una zona horaria IANA: ${timeZone}.`},
    ]);
  }
  return (instant) => format.format(new Date(instant));
}

/** Counts of `records` in total and by the `group_by` dimensions, in first-seen order of the groups. */
function grouped(
  records: StoredRecord[],
  groupBy: string[],
  day: (instant: string) => string,
  count: (record: StoredRecord) => Record<string, number>,
): {totals: Record<string, number>; data: Rec[]} {
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  };
  const totals: Record<string, number> = {};
  const groups = new Map<string, Rec>();
  const sorted = [...records].sort((a, b) => (text(a.created_at) < text(b.created_at) ? -1 : 1));
  for (const record of sorted) {
    const counts = count(record);
    add(totals, counts);
    const keys: Rec = {};
    for (const dimension of groupBy)
      keys[dimension] = dimension === 'day' ? day(text(record.created_at)) : (record[dimension] ?? null);
    const id = JSON.stringify(keys);
    const group = groups.get(id) ?? {...keys};
    add(group as Record<string, number>, counts);
    groups.set(id, group);
  }
  return {totals, data: [...groups.values()]};
}

/** What the two grouped statistics read from their query: the date range, the grouping (by day unless named) and
 * the time zone their days are counted in. */
function groupedQuery(engine: Parameters<Behaviour>[0], query: Parameters<Behaviour>[1]['query']) {
  return {
    range: rangeOf(engine, query),
    groupBy: query.group_by === undefined ? ['day'] : strings(list(query.group_by)),
    timezone: text(query.timezone ?? 'UTC'),
  };
}

export const consentActionStats: Behaviour = (engine, {query}) => {
  const {range, groupBy, timezone} = groupedQuery(engine, query);
  const records = recordsIn(engine, 'consent_action', range, {
    consent_template_id: query.consent_template_id,
    data_use_id: query.data_use_id,
    channel: query.channel,
  });
  const zero = {total_count: 0, grant_count: 0, revoke_count: 0};
  const {totals, data} = grouped(records, groupBy, dayIn(timezone), (r) => ({
    total_count: 1,
    grant_count: r.action === 'grant' ? 1 : 0,
    revoke_count: r.action === 'revoke' ? 1 : 0,
  }));
  return {
    body: {
      object: 'consent_action_stats',
      created_after: range.after,
      created_before: range.before,
      timezone,
      group_by: groupBy,
      totals: {...zero, ...totals},
      data,
    },
  };
};

export const consentCommitStats: Behaviour = (engine, {query}) => {
  const {range, groupBy, timezone} = groupedQuery(engine, query);
  const records = recordsIn(engine, 'consent_commit', range, {
    consent_template_id: query.consent_template_id,
    channel: query.channel,
  });
  const zero = {total_count: 0, new_agreement_count: 0, updated_agreement_count: 0};
  // A commit that made version 1 of its agreement created it; any later version updated it.
  const {totals, data} = grouped(records, groupBy, dayIn(timezone), (r) => ({
    total_count: 1,
    new_agreement_count: Number(r.agreement_version) === 1 ? 1 : 0,
    updated_agreement_count: Number(r.agreement_version) === 1 ? 0 : 1,
  }));
  return {
    body: {
      object: 'consent_commit_stats',
      created_after: range.after,
      created_before: range.before,
      timezone,
      group_by: groupBy,
      totals: {...zero, ...totals},
      data,
    },
  };
};

/** Start (UTC) of the day, ISO week (Monday) or month an instant falls in. */
function periodStart(instant: string, interval: string): string {
  const d = new Date(instant);
  d.setUTCHours(0, 0, 0, 0);
  if (interval === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (interval === 'month') d.setUTCDate(1);
  return iso(d.getTime());
}

const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 10000 : null);

export const disclosureStats: Behaviour = (engine, {query}) => {
  const range = rangeOf(engine, query);
  const interval = text(query.interval ?? 'day');
  const records = recordsIn(engine, 'disclosure_request', range, {
    disclosure_template_id: query.disclosure_template_id,
  });
  const by = (status: string) => records.filter((r) => r.status === status);
  const granted = by('granted');
  const failed = by('failed');
  const timedOut = by('timed_out');
  const finished = granted.length + failed.length + timedOut.length;
  // A granted request with no validation attempt of its own reused an identity validated before.
  const reused = granted.filter((r) => list(r.validation_attempt_ids).length === 0).length;
  const seconds = granted
    .filter((r) => typeof r.completed_at === 'string')
    .map((r) => Math.round((Date.parse(text(r.completed_at)) - Date.parse(text(r.created_at))) / 1000))
    .sort((a, b) => a - b);
  const median = seconds.length ? seconds[Math.floor((seconds.length - 1) / 2)] : null;
  // Every reason the schema lists, counted (zero included), so the body always has them all.
  const reasons = strings(propertiesOf(engine.resource('disclosure_request_stats')?.schema).failure_reasons?.required);
  const failureReasons = Object.fromEntries(
    reasons.map((reason) => [reason, failed.filter((r) => r.failure_reason === reason).length]),
  );
  const series = new Map<string, Rec>();
  for (const r of [...records].sort((a, b) => (text(a.created_at) < text(b.created_at) ? -1 : 1))) {
    const start = periodStart(text(r.created_at), interval);
    const row = (series.get(start) ?? {period_start: start, total: 0, granted: 0, failed: 0, timed_out: 0}) as Record<
      string,
      number
    >;
    row.total += 1;
    if (r.status === 'granted' || r.status === 'failed' || r.status === 'timed_out') row[text(r.status)] += 1;
    series.set(start, row);
  }
  return {
    body: {
      object: 'disclosure_request_stats',
      created_after: range.after,
      created_before: range.before,
      disclosure_template_id: query.disclosure_template_id ?? null,
      interval,
      total: records.length,
      pending: by('pending').length,
      granted: granted.length,
      failed: failed.length,
      timed_out: timedOut.length,
      conversion_rate: ratio(granted.length, finished),
      identity_reuse_rate: ratio(reused, granted.length),
      median_completion_seconds: median,
      failure_reasons: failureReasons,
      series: [...series.values()],
    },
  };
};
