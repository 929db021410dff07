/**
 * Words a reader's question uses for an idea the docs name otherwise, with a different stem: «¿cuánto dura…?» is
 * answered by a section on «vencimiento», «¿se conservan…?» by one on «retención», «¿cómo le recuerdo…?» by
 * «recordatorios». «Preguntar» ranks sections by shared stems (./sections.ts), so each word of a group also
 * looks for the others, at a lower weight than the word itself. Names of things (API key, consentimiento) are
 * src/lib/search/synonyms.ts's; these are the everyday verbs and nouns around them.
 */
import {stemOf} from '../search/spanish.mjs';

const RELATED_GROUPS: readonly string[] = [
  // Time a thing lasts.
  'durar dura duración plazo vencer vencimiento vigencia expirar expiración caducar caducidad',
  // Keeping data.
  'conservar guardar almacenar retener retención',
  // Deleting.
  'borrar eliminar suprimir supresión quitar',
  // Changing.
  'cambiar modificar editar actualizar',
  // Sending and receiving.
  'enviar mandar remitir',
  'recibir llegar',
  // Telling someone.
  'avisar notificar notificación',
  'recordar recuerdo recordatorio',
  // Checking.
  'revisar verificar comprobar checklist',
  // Things going wrong.
  'fallar falla fallo error failed',
  // Limits and amounts.
  'límite máximo tope cuota',
  'costo cuesta cuestan precio tarifa cobro cobrar cobran',
  // Kinds of a thing.
  'tipos clases niveles modalidades',
  // Trying things out.
  'probar prueba pruebas testing',
  // Starting.
  'empezar comenzar iniciar inicio',
  // Starting over.
  'restablecer resetear reiniciar',
  // Asking for something.
  'solicitud requerimiento petición',
  // Going back.
  'anterior atrás previo previa retroceder',
  // Who acts for someone else.
  'representante apoderado tutor padre madre papá mamá',
  // Offers.
  'marketing ofertas promociones publicidad',
  // Making someone do something.
  'forzar fuerzo obligar exigir',
  // Undoing.
  'cancelar anular revocar revocación',
  // Protecting data.
  'cifrar cifrado encriptar encriptado',
  'seguridad seguro proteger protección',
  // Getting in.
  'entrar acceder ingresar',
  // Devices.
  'celular teléfono móvil',
  'foto fotografía selfie',
  // Language.
  'idioma lenguaje traducción',
];

/** Each stem of a group, with the other stems of its groups, and with the other words of its groups. */
const RELATED = new Map<string, string[]>();
const RELATED_WORDS = new Map<string, string[]>();
for (const group of RELATED_GROUPS) {
  const words = group.split(' ');
  const stems = [...new Set(words.map(stemOf))];
  for (const stem of stems) {
    const others = stems.filter((s) => s !== stem);
    RELATED.set(stem, [...new Set([...(RELATED.get(stem) ?? []), ...others])]);
    const otherWords = words.filter((w) => stemOf(w) !== stem);
    RELATED_WORDS.set(stem, [...new Set([...(RELATED_WORDS.get(stem) ?? []), ...otherWords])]);
  }
}

/** The stems related to a stem (none for most). */
export function relatedStems(stem: string): string[] {
  return RELATED.get(stem) ?? [];
}

/** The words related to a word, as the groups write them (none for most). */
export function relatedWords(word: string): string[] {
  return RELATED_WORDS.get(stemOf(word)) ?? [];
}
