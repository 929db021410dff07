import {themes} from 'prism-react-renderer';

/** Code-block languages beyond prism-react-renderer's defaults (spec §9). */
export const prism = {
  theme: themes.github,
  darkTheme: themes.vsDark,
  additionalLanguages: ['ruby', 'csharp', 'java', 'php', 'bash', 'powershell', 'json', 'go'],
};
