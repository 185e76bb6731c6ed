/**
 * The built-in sample content: the branch, its twenty societies and eight councils, their slates,
 * events, achievements and galleries, one file each (`branch.ts`, `organisations/<slug>.ts`). All
 * people, addresses and numbers are invented; e-mail addresses use the reserved `example.edu`
 * domain and phone numbers the fictional 555-01xx range. Dates are relative (`dayOffset`,
 * `yearsAgo`, `daysAgo`) so the site always looks current.
 *
 * Checked against the schemas of `types.ts` when imported, so a mistake in a data file stops the
 * server or the CLI with the organisation and the field, not half-way through loading.
 */
import { z } from 'zod';
import { branchSite } from './branch.js';
import { aerospaceElectronicSystemsSociety } from './organisations/aerospace-electronic-systems-society.js';
import { antennasPropagationSociety } from './organisations/antennas-propagation-society.js';
import { biometricsCouncil } from './organisations/biometrics-council.js';
import { circuitsSystemsSociety } from './organisations/circuits-systems-society.js';
import { communicationsSociety } from './organisations/communications-society.js';
import { computationalIntelligenceSociety } from './organisations/computational-intelligence-society.js';
import { computerSociety } from './organisations/computer-society.js';
import { consumerTechnologySociety } from './organisations/consumer-technology-society.js';
import { educationSociety } from './organisations/education-society.js';
import { electronDevicesSociety } from './organisations/electron-devices-society.js';
import { electronicDesignAutomationCouncil } from './organisations/electronic-design-automation-council.js';
import { engineeringMedicineBiologySociety } from './organisations/engineering-medicine-biology-society.js';
import { geoscienceRemoteSensingSociety } from './organisations/geoscience-remote-sensing-society.js';
import { industrialElectronicsSociety } from './organisations/industrial-electronics-society.js';
import { industryApplicationsSociety } from './organisations/industry-applications-society.js';
import { microwaveTheoryTechnologySociety } from './organisations/microwave-theory-technology-society.js';
import { nanotechnologyCouncil } from './organisations/nanotechnology-council.js';
import { photonicsSociety } from './organisations/photonics-society.js';
import { powerEnergySociety } from './organisations/power-energy-society.js';
import { rfidCouncil } from './organisations/rfid-council.js';
import { roboticsAutomationSociety } from './organisations/robotics-automation-society.js';
import { sensorsCouncil } from './organisations/sensors-council.js';
import { signalProcessingSociety } from './organisations/signal-processing-society.js';
import { superconductivityCouncil } from './organisations/superconductivity-council.js';
import { systemsCouncil } from './organisations/systems-council.js';
import { transportationElectrificationCouncil } from './organisations/transportation-electrification-council.js';
import { vehicularTechnologySociety } from './organisations/vehicular-technology-society.js';
import { womenInEngineering } from './organisations/women-in-engineering.js';
import {
  type SampleOrganisation,
  type SampleSite,
  sampleOrganisationSchema,
  sampleSiteSchema,
} from './types.js';

/** Fails with every problem of the sample content, naming the organisation and the field. */
export function checkSampleContent(organisations: unknown[], site: unknown): void {
  const problems: string[] = [];
  organisations.forEach((organisation, index) => {
    const result = sampleOrganisationSchema.safeParse(organisation);
    if (!result.success) {
      const slug = (organisation as { slug?: unknown } | null)?.slug;
      const name =
        typeof slug === 'string' ? `organisations/${slug}.ts` : `organisation #${index + 1}`;
      problems.push(`${name}:\n${z.prettifyError(result.error)}`);
    }
  });
  const result = sampleSiteSchema.safeParse(site);
  if (!result.success) problems.push(`branch.ts:\n${z.prettifyError(result.error)}`);
  if (problems.length > 0) {
    throw new Error(`The sample content is invalid.\n${problems.join('\n')}`);
  }
}

/** In the order the menus and the landing page list them: societies, then councils. */
export const sampleOrganisations: SampleOrganisation[] = [
  computerSociety,
  powerEnergySociety,
  roboticsAutomationSociety,
  signalProcessingSociety,
  communicationsSociety,
  womenInEngineering,
  engineeringMedicineBiologySociety,
  industryApplicationsSociety,
  photonicsSociety,
  aerospaceElectronicSystemsSociety,
  antennasPropagationSociety,
  computationalIntelligenceSociety,
  consumerTechnologySociety,
  educationSociety,
  geoscienceRemoteSensingSociety,
  microwaveTheoryTechnologySociety,
  vehicularTechnologySociety,
  industrialElectronicsSociety,
  circuitsSystemsSociety,
  electronDevicesSociety,
  sensorsCouncil,
  nanotechnologyCouncil,
  systemsCouncil,
  biometricsCouncil,
  electronicDesignAutomationCouncil,
  superconductivityCouncil,
  rfidCouncil,
  transportationElectrificationCouncil,
];

export const sampleSite: SampleSite = branchSite;

checkSampleContent(sampleOrganisations, sampleSite);
