import { linkedin, mail, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const electronicDesignAutomationCouncil: SampleOrganisation = {
  kind: 'council',
  slug: 'electronic-design-automation-council',
  name: 'IEEE Council on Electronic Design Automation',
  initials: 'CEDA',
  colours: ['#1a237e', '#82b1ff'],
  motif: 'circuit',
  description:
    'For students who write the software that designs chips. The council covers logic synthesis, placement and routing, verification and the open-source EDA tools that have made chip design accessible to students.',
  vision:
    'Students who are fluent in both hardware and the algorithms that turn hardware descriptions into silicon.',
  mission:
    'We teach the open-source chip design flow, support student tape-outs and connect members with EDA research and industry.',
  objectives: ul(
    'Run an open-source RTL-to-GDS workshop every year',
    "Support the Circuits and Systems chapter's tape-outs with tooling and scripts",
    'Host a verification challenge where teams hunt bugs in a buggy design',
    'Maintain a shared server with the open-source EDA toolchain installed',
  ),
  studentMemberCount: 53,
  establishedYear: 2018,
  email: 'ceda@ieee-sb.example.edu',
  phone: '+1 555 0145',
  website: 'https://ieee-sb.example.edu/eda-council',
  location: 'Faraday Hall, Room 305',
  slate: [
    {
      name: 'Dr. Ming Liu',
      role: 'Advisor',
      hasPhoto: true,
      email: mail('m.liu'),
      linkedin: linkedin('ming-liu-eda'),
      bio: 'Researches machine-learning-guided placement and routing.',
    },
    {
      name: 'Aditya Rao',
      role: 'Chair',
      hasPhoto: true,
      email: mail('aditya.rao'),
      bio: 'Maintains the council EDA server and its very long install script.',
    },
    {
      name: 'Klara Horvat',
      role: 'Vice Chair',
      hasPhoto: false,
      linkedin: linkedin('klara-horvat'),
    },
    {
      name: 'Stefan Ilić',
      role: 'Secretary',
      hasPhoto: true,
      email: mail('stefan.ilic'),
    },
  ],
  events: [
    {
      title: 'RTL to GDS in a Weekend',
      dayOffset: -172,
      time: '09:30',
      location: 'Faraday Hall, Digital Lab',
      description:
        'Participants took a small counter design through synthesis, placement, routing and sign-off checks with open-source tools, ending with a layout they could zoom into.',
      capacity: 25,
      tags: ['workshop', 'chip design', 'open source'],
      participants: '25',
    },
    {
      title: 'Bug Hunt: Verification Challenge',
      dayOffset: -57,
      time: '13:00',
      location: 'Faraday Hall, Digital Lab',
      description:
        'Teams wrote testbenches to find twelve deliberately planted bugs in a UART design. One team found thirteen, and the organisers are still investigating.',
      tags: ['competition', 'verification'],
      participants: '8 teams',
    },
    {
      title: 'Talk: How Placement Algorithms Work',
      dayOffset: 43,
      time: '16:00',
      location: 'Faraday Hall, Room 305',
      description:
        'From simulated annealing to analytical placers: how millions of cells find a home on a chip, with live visualisations.',
      capacity: 40,
      tags: ['talk', 'algorithms'],
      registrations: 17,
    },
  ],
  achievements: [
    {
      title: 'Open-Source Silicon Contribution',
      yearsAgo: 1,
      description: "A council member's fix to an open-source routing tool was merged upstream.",
      category: 'Innovation',
      awardedBy: 'IEEE Council on Electronic Design Automation',
      recipient: 'Aditya Rao',
    },
    {
      title: 'Verification Challenge Sponsorship',
      yearsAgo: 0,
      description: 'Industry sponsorship covering prizes and server costs for the bug hunt.',
      category: 'Recognition',
      awardedBy: 'University Engineering Faculty',
      recipient: 'IEEE Council on Electronic Design Automation',
      value: 'USD 600',
    },
  ],
  gallery: [
    {
      caption: 'Zooming into a freshly routed layout',
      height: 500,
      eventTitle: 'RTL to GDS in a Weekend',
      photographer: 'Klara Horvat',
      tags: ['chip design'],
    },
    {
      caption: 'Bug tally on the whiteboard',
      height: 340,
      eventTitle: 'Bug Hunt: Verification Challenge',
      tags: ['verification'],
    },
    {
      caption: 'Waveforms, coffee and concentration',
      height: 720,
      eventTitle: 'Bug Hunt: Verification Challenge',
      tags: ['competition'],
    },
  ],
};
