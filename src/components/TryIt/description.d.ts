/** The description bundle the simulatorBundle plugin writes at build time (see src/plugins/simulatorBundle). */
declare module '@simulator-description/description.json' {
  const description: import('@site/src/lib/simulator/bundle').PackedDescription;
  export default description;
}
