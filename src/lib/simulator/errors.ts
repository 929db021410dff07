/** The `Error` body of the catalogue: a thrown ApiError becomes exactly that body, with its status and Spanish message. */

export interface ErrorDetail {
  field: string;
  issue: string;
  message?: string;
}

/** HTTP status of each code, as the catalogue documents it. */
export const ERROR_STATUS: Record<string, number> = {
  invalid_request: 400,
  invalid_pagination: 400,
  invalid_filter: 400,
  authentication_required: 401,
  invalid_api_key: 401,
  token_expired: 401,
  environment_mismatch: 401,
  permission_denied: 403,
  token_scope_violation: 403,
  resource_not_found: 404,
  method_not_allowed: 405,
  idempotency_key_reused: 409,
  resource_conflict: 409,
  template_in_use: 409,
  evidence_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  invalid_state_transition: 422,
  template_version_mismatch: 422,
  rate_limit_exceeded: 429,
  internal_error: 500,
  service_unavailable: 503,
};

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = ERROR_STATUS[code] ?? 400;
  }
}

/** Messages of the catalogue (docs/api/errors), one per situation. */
export const messages = {
  badJson: (why: string) => `El cuerpo no es JSON válido: ${why}.`,
  notAnObject: () => 'El cuerpo debe ser un objeto JSON.',
  bodyNotAllowed: () => 'Esta operación no admite cuerpo.',
  unknownParameter: (name: string) => `El parámetro ${name} no existe en esta operación.`,
  unknownPath: (path: string) => `No existe la ruta ${path}.`,
  methodNotAllowed: (template: string, method: string, allowed: string[]) =>
    `La ruta ${template} no admite ${method}. Métodos admitidos: ${allowed.join(', ')}.`,
  missingAuth: () => 'Falta el encabezado Authorization.',
  invalidKey: () => 'La clave de API no existe o fue revocada.',
  liveKey: () => 'Usaste una clave de producción (sk_live_) contra el host de sandbox.',
  tokenExpired: (at: string) => `El token de sesión venció el ${at}.`,
  actionTokenUsed: () => 'El token de acción ya se usó; emite uno nuevo.',
  permission: () => 'La clave no tiene el alcance necesario para esta operación.',
  credentialNotAccepted: () => 'Esta operación no admite este tipo de credencial.',
  tokenScope: (entity: string) => `El token de sesión no da acceso a la entidad ${entity}.`,
  notFound: () => 'No existe un recurso con ese identificador.',
  idempotency: () => 'La clave de idempotencia ya se usó con un cuerpo distinto.',
  validation: () => 'El cuerpo de la solicitud tiene campos inválidos.',
  pagination: () => 'Los parámetros de paginación son inválidos.',
  limit: () => 'limit debe estar entre 1 y 100.',
  filter: (name: string) => `El filtro ${name} tiene un valor no admitido.`,
  unknownFilter: (name: string) => `El filtro ${name} no existe en esta lista.`,
  transition: (from: string, to: string) => `No se puede pasar de ${from} a ${to}.`,
  conflict: (why: string) => why,
  versionMismatch: (template: string, sent: number, current: number) =>
    `La versión ${sent} de la plantilla ${template} no es la vigente (${current}).`,
  mediaType: () => 'Content-Type debe ser application/json.',
  tooLarge: (mb: number) => `El cuerpo supera el máximo de ${mb} MB.`,
  fileTooLarge: (mb: number) => `El documento a firmar supera el máximo de ${mb} MB.`,
  rateLimit: (limit: number, seconds: number) =>
    `Superaste ${limit} solicitudes por segundo. Reintenta en ${seconds} segundos.`,
  evidenceExpired: () => 'El enlace de descarga venció a los 15 minutos. Genera uno nuevo.',
  internal: () => 'Ocurrió un error inesperado. Ya estamos enterados.',
};

/** Spanish explanation of one ajv issue, for `details[].message`. */
export function issueMessage(issue: string, params: Record<string, unknown>): string {
  switch (issue) {
    case 'required':
      return 'Es obligatorio.';
    case 'format':
      return params.format === 'email'
        ? 'Debe ser una dirección de correo válida.'
        : `Debe tener formato ${String(params.format)}.`;
    case 'enum':
      return `Valores admitidos: ${(params.allowedValues as unknown[] | undefined)?.join(', ') ?? ''}.`;
    case 'max_length':
      return `El máximo es ${String(params.limit)} caracteres.`;
    case 'min_length':
      return `El mínimo es ${String(params.limit)} caracteres.`;
    case 'maximum':
      return `El máximo es ${String(params.limit)}.`;
    case 'minimum':
      return `El mínimo es ${String(params.limit)}.`;
    case 'type':
      return `Debe ser de tipo ${String(params.type)}.`;
    case 'pattern':
      return 'No tiene el formato esperado.';
    case 'unknown_field':
      return 'Este campo no existe en la operación.';
    case 'max_items':
      return `Admite como máximo ${String(params.limit)} elementos.`;
    case 'min_items':
      return `Necesita al menos ${String(params.limit)} elementos.`;
    default:
      return 'No cumple las reglas del campo.';
  }
}
