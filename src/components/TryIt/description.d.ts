/** The description bundle the simulatorBundle plugin writes at build time (see src/plugins/simulatorBundle). */
declare module '@simulator-description/description.json' {
  const description: Record<string, unknown>;
  export default description;
}
