/** The description bundle the simulatorBundle plugin writes at build time (see src/plugins/simulatorBundle). */
declare module '@simulator-description/description.json' {
  import type {PackedDescription} from '../../lib/simulator/bundle';
  const description: PackedDescription;
  export default description;
}
