/** The messages sent to an OpenAI-compatible service: instructions, numbered passages, the question. */
import type {Passage} from './passages';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export function buildChatMessages(question: string, passages: Passage[]): ChatMessage[] {
  const context = passages
    .map((p) => `[${p.n}] ${p.pageTitle}${p.heading ? ` › ${p.heading}` : ''} (${p.url})\n${p.text}`)
    .join('\n\n');
  const system = [
    'Eres el asistente de la documentación para desarrolladores de Custodia.',
    'Responde en español, de forma breve y precisa, usando solo la información de los pasajes numerados de abajo.',
    'Cita cada afirmación con el número de su pasaje entre corchetes, por ejemplo [1].',
    'Si los pasajes no bastan para responder, dilo y sugiere qué página consultar. No inventes endpoints, campos ni valores.',
    '',
    'Pasajes:',
    context || '(ninguno: la búsqueda no encontró pasajes relacionados)',
  ].join('\n');
  return [
    {role: 'system', content: system},
    {role: 'user', content: question},
  ];
}
