/**
 * The built-in sample content: the branch, its twenty societies and eight councils, their slates,
 * events, achievements and galleries. All people, addresses and numbers are invented; e-mail
 * addresses use the reserved `example.edu` domain and phone numbers the fictional 555-01xx range.
 * Dates are relative (`dayOffset`, `yearsAgo`, `daysAgo`) so the site always looks current.
 */
import type { SampleMember, SampleOrganisation, SampleSite } from './types.js';

const UNIVERSITY = 'Northgate University';

/** A fictional university e-mail address. */
const mail = (local: string): string => `${local}@example.edu`;
/** A LinkedIn profile address for an invented handle. */
const linkedin = (handle: string): string => `https://www.linkedin.com/in/${handle}`;
/** The branch's registration form for an upcoming event. */
const register = (slug: string): string => `https://ieee-sb.example.edu/register/${slug}`;
/** Objectives as an allowed-HTML bullet list. */
const ul = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export const sampleOrganisations: SampleOrganisation[] = [
  // ---------------------------------------------------------------------------------------------
  // Societies
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'society',
    slug: 'computer-society',
    name: 'IEEE Computer Society',
    initials: 'CS',
    colours: ['#1d3557', '#8ecae6'],
    motif: 'circuit',
    description:
      "The branch's largest chapter and the usual first stop for students who want to build software with other people. We run weekly coding sessions, an annual hackathon and talks by engineers who ship real systems, and we keep a shelf of single-board computers that members can borrow.",
    vision:
      'A campus where every student who wants to write good software has a team to write it with and a mentor one message away.',
    mission:
      'To turn classroom computing into working projects through peer teaching, open-source contribution and honest conversations with practising engineers.',
    objectives: ul(
      'Hold a hands-on coding or tooling session <strong>every week</strong> of the teaching term',
      'Run a 24-hour hackathon open to students of every department',
      'Get at least ten members a merged pull request in an open-source project each year',
      'Prepare teams for IEEEXtreme and other programming contests',
      'Connect final-year students with alumni working in industry and research',
    ),
    studentMemberCount: 342,
    establishedYear: 2006,
    slate: [
      {
        name: 'Dr. Helena Marsh',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('h.marsh'),
        linkedin: linkedin('helena-marsh-cs'),
        bio: 'Associate professor of distributed systems who has advised the chapter for nine years.',
      },
      {
        name: 'Arjun Mehta',
        role: 'Chair',
        hasPhoto: true,
        email: mail('arjun.mehta'),
        linkedin: linkedin('arjun-mehta-dev'),
        bio: "Final-year computer science student who maintains the chapter's event check-in app.",
      },
      {
        name: 'Chloe Fontaine',
        role: 'Vice Chair',
        hasPhoto: true,
        email: mail('chloe.fontaine'),
        bio: 'Organises the weekly coding sessions and the hackathon mentor rota.',
      },
      {
        name: 'Tomasz Wiśniewski',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('tomasz.wisniewski'),
        linkedin: linkedin('tomasz-wisniewski'),
      },
      {
        name: 'Nia Okonkwo',
        role: 'Treasurer',
        hasPhoto: true,
        linkedin: linkedin('nia-okonkwo'),
        bio: 'Second-year software engineering student; keeps the sponsorship spreadsheet honest.',
      },
      {
        name: 'Kenji Watanabe',
        role: 'Web Master',
        hasPhoto: true,
        email: mail('kenji.watanabe'),
        bio: 'Looks after the chapter pages and the Git server behind the coding sessions.',
      },
    ],
    events: [
      {
        title: 'Northgate Hack 24',
        dayOffset: -142,
        time: '09:00',
        location: 'Innovation Hub, Ground Floor',
        description:
          'Our flagship 24-hour hackathon. Forty-one teams built tools for campus life, from a lab-bench booking bot to an accessible bus timetable; judges came from three local software firms.',
        organizer: 'IEEE Computer Society Student Chapter',
        capacity: 220,
        tags: ['hackathon', 'software', 'teamwork'],
        participants: '180+',
      },
      {
        title: 'Git Beyond Commit: Branching, Rebasing and Code Review',
        dayOffset: -61,
        time: '17:30',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          "A two-hour workshop for students who know git add and git commit but dread merge conflicts. Participants practised interactive rebasing and reviewed each other's pull requests on a shared repository.",
        capacity: 40,
        tags: ['workshop', 'git', 'tools'],
        participants: '38',
      },
      {
        title: 'From Campus to Production: Alumni Engineering Panel',
        dayOffset: -23,
        time: '18:00',
        location: 'Maxwell Auditorium',
        description:
          'Four graduates now working on cloud infrastructure, game engines, medical software and a fintech start-up talked about their first year in industry and answered questions for over an hour.',
        tags: ['talk', 'careers', 'alumni'],
        participants: '120+',
      },
      {
        title: 'Open Source Contribution Sprint',
        dayOffset: 12,
        time: '10:00',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          'Spend a day making your first (or fiftieth) contribution to an open-source project. Mentors will help you pick a beginner-friendly issue, set up the project and open a pull request before dinner.',
        organizer: 'Kenji Watanabe',
        capacity: 45,
        registrationLink: register('cs-open-source-sprint'),
        tags: ['open source', 'sprint', 'beginners welcome'],
        registrations: 31,
      },
      {
        title: 'IEEEXtreme Practice Round',
        dayOffset: 47,
        time: '14:00',
        location: 'Lovelace Centre, Lab 1.05',
        description:
          'A timed mock contest with problems in the style of IEEEXtreme, followed by a walk-through of solutions. Come alone or as a team of three.',
        capacity: 60,
        registrationLink: register('cs-xtreme-practice'),
        tags: ['competitive programming', 'contest'],
        registrations: 22,
      },
    ],
    achievements: [
      {
        title: 'Outstanding Student Chapter',
        yearsAgo: 1,
        description:
          'Recognised for running more than thirty technical sessions in one academic year and for the mentoring scheme that pairs first-year students with seniors.',
        category: 'Recognition',
        awardedBy: 'IEEE Region 10',
        recipient: 'IEEE Computer Society',
      },
      {
        title: 'IEEEXtreme: Top 3 in the Region',
        yearsAgo: 0,
        description:
          'Team "Segfault Society" solved 17 problems in the 24-hour global contest and finished third among all teams from the region.',
        category: 'Competition',
        awardedBy: 'IEEE',
        recipient: 'Arjun Mehta',
        value: 'Third Place (Regional)',
      },
      {
        title: 'Campus Open-Source Grant',
        yearsAgo: 2,
        description:
          'Funding to host the Git server and continuous-integration runners that the weekly coding sessions rely on.',
        category: 'Innovation',
        awardedBy: 'University Engineering Faculty',
        recipient: 'IEEE Computer Society',
        value: 'USD 800 grant',
      },
    ],
    gallery: [
      {
        caption: 'Hour twenty of Northgate Hack',
        description: 'Teams pushing their final commits while the judges set up.',
        height: 420,
        eventTitle: 'Northgate Hack 24',
        photographer: 'Chloe Fontaine',
        tags: ['hackathon'],
      },
      {
        caption: 'The winning team demoing their bus timetable app',
        height: 760,
        eventTitle: 'Northgate Hack 24',
        photographer: 'Kenji Watanabe',
        tags: ['hackathon', 'winners'],
      },
      {
        caption: 'Untangling a merge conflict on the big screen',
        height: 340,
        eventTitle: 'Git Beyond Commit: Branching, Rebasing and Code Review',
        tags: ['workshop', 'git'],
      },
      {
        caption: 'Alumni panel in a full Maxwell Auditorium',
        height: 560,
        eventTitle: 'From Campus to Production: Alumni Engineering Panel',
        photographer: 'Nia Okonkwo',
        tags: ['talk', 'alumni'],
      },
      {
        caption: 'The borrowable single-board computer shelf',
        description: 'Thirty boards, a box of sensors and a very strict sign-out sheet.',
        height: 880,
        tags: ['equipment', 'chapter life'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'power-energy-society',
    name: 'IEEE Power & Energy Society',
    initials: 'PES',
    colours: ['#6b2d0f', '#f6ae2d'],
    motif: 'grid',
    description:
      'For students who want to understand where electricity comes from and how it gets to the socket. The chapter mixes substation and plant visits with simulation workshops, and its members run the energy audit of the engineering buildings every year.',
    vision:
      'Graduates who can design, operate and question the power systems a low-carbon economy depends on.',
    mission:
      'We take power engineering out of the textbook: into control rooms, onto solar farms and into the simulation tools utilities actually use.',
    objectives: ul(
      'Organise at least two site visits a year to generation, transmission or distribution facilities',
      'Teach load-flow and protection studies with industry-standard simulation software',
      'Publish an annual energy audit of the engineering campus with practical savings',
      'Encourage undergraduate research in renewables integration and storage',
    ),
    studentMemberCount: 188,
    establishedYear: 2008,
    slate: [
      {
        name: 'Prof. Rajesh Iyer',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('r.iyer'),
        phone: '+1 555 0142',
        bio: 'Professor of power systems with twenty years of protection and grid-stability research.',
      },
      {
        name: 'Sofia Lindqvist',
        role: 'Chair',
        hasPhoto: true,
        email: mail('sofia.lindqvist'),
        linkedin: linkedin('sofia-lindqvist-energy'),
        bio: 'Electrical engineering senior studying battery storage for rural microgrids.',
      },
      {
        name: 'Emeka Eze',
        role: 'Vice Chair',
        hasPhoto: false,
        email: mail('emeka.eze'),
        bio: 'Leads the campus energy audit team.',
      },
      {
        name: 'Grace Thompson',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('grace.thompson'),
        linkedin: linkedin('grace-thompson-pes'),
      },
      {
        name: 'Hamza Qureshi',
        role: 'Treasurer',
        hasPhoto: true,
        linkedin: linkedin('hamza-qureshi'),
        bio: 'Third-year student with a weakness for transformer nameplates.',
      },
    ],
    events: [
      {
        title: 'Site Visit: Ridgeback Solar Farm',
        dayOffset: -208,
        time: '07:30',
        location: 'Departs from the Main Gate, Northgate campus',
        description:
          'A day at a 60 MW photovoltaic plant: inverter stations, the plant SCADA room and a frank talk from the operations manager about curtailment and grid-code compliance.',
        capacity: 40,
        tags: ['site visit', 'solar', 'renewables'],
        participants: '40',
      },
      {
        title: 'Load Flow in an Afternoon',
        dayOffset: -97,
        time: '13:00',
        location: 'Faraday Hall, Room 204',
        description:
          'Participants modelled a nine-bus test system, ran Newton-Raphson load flow and watched what happens to voltages when a line trips.',
        capacity: 35,
        tags: ['workshop', 'simulation', 'power systems'],
        participants: '35',
      },
      {
        title: 'Campus Energy Audit Report Launch',
        dayOffset: -34,
        time: '16:00',
        location: 'Hopper Library, Seminar Room 3',
        description:
          'The audit team presented a year of metering data from the engineering buildings and five recommendations, two of which the estates office has already adopted.',
        tags: ['energy efficiency', 'sustainability', 'presentation'],
        participants: '55+',
      },
      {
        title: 'Grid Storage Debate: Batteries, Pumped Hydro or Hydrogen?',
        dayOffset: 19,
        time: '18:00',
        location: 'Student Union, Hall B',
        description:
          'Three student teams argue for three storage technologies, a faculty panel asks awkward questions and the audience votes. Light refreshments provided.',
        capacity: 120,
        registrationLink: register('pes-storage-debate'),
        tags: ['debate', 'energy storage'],
        registrations: 64,
      },
      {
        title: 'Substation Protection Lab Day',
        dayOffset: 58,
        time: '10:00',
        location: 'Faraday Hall, High Voltage Lab',
        description:
          'Hands-on session with the relay test set: configure overcurrent and distance protection and inject faults safely. Closed shoes required.',
        capacity: 16,
        tags: ['lab', 'protection', 'hands-on'],
        registrations: 16,
      },
    ],
    achievements: [
      {
        title: 'Best Student Paper, Regional Power Conference',
        yearsAgo: 1,
        description:
          'A paper on sizing battery storage for a village microgrid, written by two undergraduate members with their advisor, won the student paper award.',
        category: 'Publication',
        awardedBy: 'IEEE Power & Energy Society',
        recipient: 'Sofia Lindqvist',
        value: 'Best Student Paper',
      },
      {
        title: 'Campus Sustainability Award',
        yearsAgo: 0,
        description:
          "The annual energy audit led to new lighting controls in Faraday Hall that cut the building's night-time load by about a fifth.",
        category: 'Community Service',
        awardedBy: `${UNIVERSITY} Estates Office`,
        recipient: 'IEEE Power & Energy Society',
      },
    ],
    gallery: [
      {
        caption: 'Rows of panels at Ridgeback Solar Farm',
        height: 380,
        eventTitle: 'Site Visit: Ridgeback Solar Farm',
        photographer: 'Grace Thompson',
        tags: ['site visit', 'solar'],
      },
      {
        caption: 'Inside the plant control room',
        description: 'The operations manager explaining the curtailment log.',
        height: 620,
        eventTitle: 'Site Visit: Ridgeback Solar Farm',
        tags: ['site visit'],
      },
      {
        caption: 'Nine buses, one very red voltage profile',
        height: 300,
        eventTitle: 'Load Flow in an Afternoon',
        tags: ['workshop', 'simulation'],
      },
      {
        caption: 'Audit team with the metering dashboard',
        height: 710,
        eventTitle: 'Campus Energy Audit Report Launch',
        photographer: 'Hamza Qureshi',
        tags: ['sustainability'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'robotics-automation-society',
    name: 'IEEE Robotics and Automation Society',
    initials: 'RAS',
    colours: ['#2b2d42', '#ef233c'],
    motif: 'dots',
    description:
      'A chapter that lives in the Mechatronics Lab and smells faintly of solder. Members build line followers in their first term, autonomous rovers by their second year, and every spring-loaded gripper you see on the lab shelf has a story.',
    vision:
      'To be the place on campus where ideas for machines become machines that move, sense and decide.',
    mission:
      'We teach robotics by building robots: small teams, real hardware, regular competitions and generous sharing of parts and knowledge.',
    objectives:
      '<p><strong>Build:</strong> a starter robot kit for every new member in their first month.<br><strong>Compete:</strong> enter at least two regional or national robotics competitions a year.<br><strong>Share:</strong> publish every design, schematic and line of code in the chapter repository.<br><strong>Reach out:</strong> run robotics days for local secondary schools.</p>',
    studentMemberCount: 264,
    establishedYear: 2010,
    slate: [
      {
        name: 'Dr. Mateo Alvarez',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('m.alvarez'),
        linkedin: linkedin('mateo-alvarez-robotics'),
        bio: 'Works on legged locomotion and has never met a servo he could not recalibrate.',
      },
      {
        name: 'Dr. Ingrid Solberg',
        role: 'Deputy Advisor',
        hasPhoto: false,
        email: mail('i.solberg'),
        bio: "Lecturer in control engineering and the chapter's competition rules expert.",
      },
      {
        name: 'Kwame Asante',
        role: 'Chair',
        hasPhoto: true,
        email: mail('kwame.asante'),
        linkedin: linkedin('kwame-asante'),
        bio: 'Mechatronics senior and captain of the rover team.',
      },
      {
        name: 'Priya Raman',
        role: 'Vice Chair',
        hasPhoto: true,
        linkedin: linkedin('priya-raman-ros'),
        bio: "Writes most of the team's ROS navigation code.",
      },
      {
        name: 'Lucas Ferreira',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('lucas.ferreira'),
      },
      {
        name: 'Mei Lin Tan',
        role: 'Treasurer',
        hasPhoto: false,
        email: mail('meilin.tan'),
        bio: 'Runs the parts store and knows exactly how many M3 screws are left.',
      },
      {
        name: 'Omar Khalil',
        role: 'Committee Member',
        hasPhoto: true,
        linkedin: linkedin('omar-khalil-mech'),
      },
    ],
    events: [
      {
        title: 'Line Follower Build Night',
        dayOffset: -180,
        time: '18:00',
        location: 'Mechatronics Lab, Engineering Block C',
        description:
          'New members soldered, flashed and raced their first robots. By 22:00 eleven of fourteen kits were following the line, and two were following it quickly.',
        capacity: 30,
        tags: ['build night', 'beginners', 'hardware'],
        participants: '28',
      },
      {
        title: 'Intro to ROS 2',
        dayOffset: -88,
        time: '14:00',
        location: 'Lovelace Centre, Lab 1.05',
        description:
          'Nodes, topics and launch files explained with a simulated differential-drive robot. Everyone left with a robot that could map the simulated lab.',
        capacity: 40,
        tags: ['workshop', 'ROS', 'software'],
        participants: '40',
      },
      {
        title: 'Inter-University Rover Challenge',
        dayOffset: -19,
        time: '09:00',
        location: 'North Field',
        description:
          'We hosted nine university teams for a day of autonomous navigation and pick-and-place tasks on an outdoor course built by our members.',
        organizer: 'Kwame Asante',
        tags: ['competition', 'rover', 'autonomy'],
        participants: '150+',
      },
      {
        title: 'Robotics Day for Schools',
        dayOffset: 26,
        time: '10:00',
        location: 'Mechatronics Lab, Engineering Block C',
        description:
          'Volunteers needed! Local secondary-school students visit for a morning of drawing robots, sumo bots and a tour of the lab. Sign up to help run a station.',
        capacity: 25,
        registrationLink: register('ras-schools-day-volunteers'),
        tags: ['outreach', 'volunteering'],
        registrations: 17,
      },
      {
        title: 'Gripper Design Sprint',
        dayOffset: 73,
        time: '13:00',
        location: 'Innovation Hub, Maker Space',
        description:
          'Teams of three get a servo, a sheet of acrylic and four hours to design a gripper that can lift an egg, a bolt and a sponge. Laser cutter training included.',
        capacity: 36,
        tags: ['design sprint', 'mechanical', 'maker'],
        registrations: 9,
      },
    ],
    achievements: [
      {
        title: 'First Place, National Autonomous Rover Competition',
        yearsAgo: 0,
        description:
          'Our rover "Ibis" completed the full navigation course with no human intervention, the only entry to do so this year.',
        category: 'Competition',
        awardedBy: 'IEEE Robotics and Automation Society',
        recipient: 'IEEE Robotics and Automation Society',
        value: 'First Place',
      },
      {
        title: 'Robotics Outreach Grant',
        yearsAgo: 2,
        description:
          'Funding for twenty starter kits that now travel to local schools with our volunteers.',
        category: 'Community Service',
        awardedBy: 'IEEE Foundation',
        recipient: 'IEEE Robotics and Automation Society',
        value: 'USD 1,500 grant',
      },
      {
        title: 'Undergraduate Research Poster Prize',
        yearsAgo: 1,
        description:
          'A poster on low-cost visual odometry for small rovers took the top undergraduate prize at the faculty research day.',
        category: 'Research',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Priya Raman',
        value: 'First Prize',
      },
      {
        title: 'Best Chapter Website',
        yearsAgo: 4,
        description: "For the chapter's open build logs and design repository.",
        category: 'Recognition',
        awardedBy: 'IEEE Region 10 Student Activities Committee',
        recipient: 'IEEE Robotics and Automation Society',
      },
    ],
    gallery: [
      {
        caption: 'Fourteen line followers waiting for their first race',
        height: 460,
        eventTitle: 'Line Follower Build Night',
        tags: ['build night'],
      },
      {
        caption: 'Rover "Ibis" on the North Field course',
        description: 'Heading for the pick-and-place station on its second run.',
        height: 840,
        eventTitle: 'Inter-University Rover Challenge',
        photographer: 'Omar Khalil',
        tags: ['competition', 'rover'],
      },
      {
        caption: 'Visiting teams at the start line',
        height: 360,
        eventTitle: 'Inter-University Rover Challenge',
        photographer: 'Lucas Ferreira',
        tags: ['competition'],
      },
      {
        caption: 'A map of the simulated lab, built live in RViz',
        height: 520,
        eventTitle: 'Intro to ROS 2',
        tags: ['workshop', 'ROS'],
      },
      {
        caption: 'Parts store, after inventory day',
        height: 300,
        photographer: 'Mei Lin Tan',
        tags: ['chapter life'],
      },
      {
        caption: 'Soldering station during build night',
        height: 680,
        eventTitle: 'Line Follower Build Night',
        tags: ['hardware'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'signal-processing-society',
    name: 'IEEE Signal Processing Society',
    initials: 'SPS',
    colours: ['#3c096c', '#c77dff'],
    motif: 'waves',
    description:
      'Audio, images, radar, speech: if it arrives as a signal, this chapter wants to filter it. Members meet for reading groups on classic and new papers, build small DSP projects on microcontrollers and enter the Signal Processing Cup as a team.',
    vision:
      'Students who are as comfortable with a spectrogram as with a spreadsheet, and who know why a filter behaves the way it does.',
    mission:
      'To make signal processing tangible through projects, paper discussions and competitions that connect the mathematics to sound, sight and sensing.',
    objectives: ul(
      'Run a fortnightly reading group alternating classic and recent papers',
      'Field a team in the IEEE Signal Processing Cup every year',
      'Offer a short practical course on real-time audio processing',
      'Invite researchers to present signal processing work from industry',
    ),
    studentMemberCount: 156,
    establishedYear: 2011,
    slate: [
      {
        name: 'Dr. Farah Siddiqui',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('f.siddiqui'),
        linkedin: linkedin('farah-siddiqui-dsp'),
        bio: 'Researches speech enhancement for hearing aids.',
      },
      {
        name: 'Daniel Kaplan',
        role: 'Chair',
        hasPhoto: true,
        email: mail('daniel.kaplan'),
        linkedin: linkedin('daniel-kaplan'),
        bio: 'Plays bass, builds guitar pedals, studies adaptive filters.',
      },
      {
        name: 'Ana Beatriz Costa',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('anabeatriz.costa'),
        bio: 'Keeps the reading-group list and picks most of the papers.',
      },
      {
        name: 'Jun-ho Park',
        role: 'Treasurer',
        hasPhoto: false,
        linkedin: linkedin('junho-park-sp'),
      },
    ],
    events: [
      {
        title: 'Reading Group: The Fast Fourier Transform, Revisited',
        dayOffset: -120,
        time: '17:00',
        location: 'Hopper Library, Seminar Room 3',
        description:
          'We read the original Cooley–Tukey paper alongside a modern tutorial and implemented a radix-2 FFT on the whiteboard, then in Python.',
        tags: ['reading group', 'theory'],
        participants: '22',
      },
      {
        title: 'Real-Time Audio Effects on a Microcontroller',
        dayOffset: -47,
        time: '14:00',
        location: 'Faraday Hall, Electronics Lab 2',
        description:
          'Participants built echo, tremolo and a simple equaliser on an audio development board and learned why latency matters more than clock speed.',
        capacity: 24,
        tags: ['workshop', 'audio', 'embedded'],
        participants: '24',
      },
      {
        title: 'Signal Processing Cup Kick-off',
        dayOffset: 8,
        time: '17:30',
        location: 'Faraday Hall, Room 108',
        description:
          "Find out about this year's Signal Processing Cup problem, meet previous team members and form a team. No prior competition experience needed.",
        capacity: 30,
        registrationLink: register('sps-cup-kickoff'),
        tags: ['competition', 'team formation'],
        registrations: 14,
      },
      {
        title: 'Guest Talk: Radar Signal Processing in Modern Cars',
        dayOffset: 41,
        time: '16:00',
        location: 'Maxwell Auditorium',
        description:
          'An automotive radar engineer explains chirps, range-Doppler maps and how a car tells a pedestrian from a lamppost.',
        capacity: 150,
        tags: ['talk', 'radar', 'automotive'],
        registrations: 41,
      },
    ],
    achievements: [
      {
        title: 'Signal Processing Cup Finalists',
        yearsAgo: 1,
        description:
          'Our five-person team reached the final round of the IEEE Signal Processing Cup with a method for detecting tampered audio recordings.',
        category: 'Competition',
        awardedBy: 'IEEE Signal Processing Society',
        recipient: 'IEEE Signal Processing Society',
        value: 'Finalist',
      },
      {
        title: 'Undergraduate Conference Paper',
        yearsAgo: 3,
        description:
          'Two members co-authored a conference paper on low-complexity noise suppression for voice calls.',
        category: 'Publication',
        awardedBy: 'IEEE Signal Processing Society',
        recipient: 'Daniel Kaplan',
      },
    ],
    gallery: [
      {
        caption: 'An FFT butterfly diagram takes over the whiteboard',
        height: 400,
        eventTitle: 'Reading Group: The Fast Fourier Transform, Revisited',
        tags: ['reading group'],
      },
      {
        caption: 'Testing the tremolo effect with headphones',
        height: 640,
        eventTitle: 'Real-Time Audio Effects on a Microcontroller',
        photographer: 'Ana Beatriz Costa',
        tags: ['workshop', 'audio'],
      },
      {
        caption: 'Oscilloscope traces of an echo delay line',
        height: 320,
        eventTitle: 'Real-Time Audio Effects on a Microcontroller',
        tags: ['audio', 'lab'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'communications-society',
    name: 'IEEE Communications Society',
    initials: 'COM',
    colours: ['#023e8a', '#48cae4'],
    motif: 'rings',
    description:
      'The chapter for students curious about how data crosses rooms, cities and oceans. We run software-defined radio labs, visit network operations centres and keep a small test network in Faraday Hall that members are welcome to break, carefully.',
    vision:
      'A generation of engineers who understand networks end to end, from the antenna to the application.',
    mission:
      'We help students experiment with wireless and wired communication systems and meet the people who design and run them.',
    objectives: ul(
      'Maintain a student-run test network and software-defined radio kit for experiments',
      'Hold workshops on 5G, Wi-Fi and network security fundamentals',
      'Organise at least one visit a year to an operator or data centre',
      'Prepare members for networking certifications and competitions',
    ),
    studentMemberCount: 204,
    establishedYear: 2007,
    slate: [
      {
        name: 'Prof. Nadia Rahman',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('n.rahman'),
        bio: 'Professor of wireless networks and former radio planning engineer.',
      },
      {
        name: 'Ethan Brooks',
        role: 'Chair',
        hasPhoto: true,
        email: mail('ethan.brooks'),
        linkedin: linkedin('ethan-brooks-net'),
        bio: 'Runs the chapter test network and an unreasonable number of Raspberry Pis.',
      },
      {
        name: 'Aylin Demir',
        role: 'Vice Chair',
        hasPhoto: true,
        linkedin: linkedin('aylin-demir'),
      },
      {
        name: 'Samuel Mwangi',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('samuel.mwangi'),
        bio: 'Writes the chapter newsletter and the minutes nobody else wants to.',
      },
      {
        name: 'Leila Farahani',
        role: 'Web Master',
        hasPhoto: true,
        email: mail('leila.farahani'),
        linkedin: linkedin('leila-farahani'),
        bio: 'Final-year student working on network measurement dashboards.',
      },
    ],
    events: [
      {
        title: 'Software-Defined Radio: Listening to the Sky',
        dayOffset: -230,
        time: '15:00',
        location: 'Faraday Hall, Room 310',
        description:
          'Using low-cost SDR dongles, participants received aircraft position broadcasts and weather-satellite images and decoded them on their laptops.',
        capacity: 30,
        tags: ['SDR', 'wireless', 'hands-on'],
        participants: '30',
      },
      {
        title: 'Visit to the Regional Network Operations Centre',
        dayOffset: -112,
        time: '09:30',
        location: 'Departs from the Main Gate, Northgate campus',
        description:
          "Members toured a mobile operator's operations centre, saw how outages are detected and traced, and talked to engineers about graduate roles.",
        capacity: 25,
        tags: ['site visit', 'industry'],
        participants: '25',
      },
      {
        title: '5G Explained Without the Hype',
        dayOffset: -40,
        time: '17:00',
        location: 'Maxwell Auditorium',
        description:
          'A lecture on what 5G actually changes: numerology, massive MIMO, network slicing and where the marketing gets ahead of the engineering.',
        tags: ['talk', '5G'],
        participants: '95+',
      },
      {
        title: 'Capture the Packet: Network Forensics Challenge',
        dayOffset: 33,
        time: '13:00',
        location: 'Lovelace Centre, Lab 1.05',
        description:
          'Teams analyse packet captures to answer a trail of puzzles, from finding a rogue DHCP server to reconstructing a transferred file. Bring a laptop with Wireshark installed.',
        capacity: 48,
        registrationLink: register('comsoc-capture-the-packet'),
        tags: ['competition', 'security', 'networking'],
        registrations: 27,
      },
    ],
    achievements: [
      {
        title: 'Student Chapter Activity Grant',
        yearsAgo: 1,
        description:
          'Support for expanding the SDR kit and running the network forensics challenge.',
        category: 'Innovation',
        awardedBy: 'IEEE Communications Society',
        recipient: 'IEEE Communications Society',
        value: 'USD 1,000 grant',
      },
      {
        title: 'Best Final-Year Project in Communications',
        yearsAgo: 0,
        description:
          'A campus-wide Wi-Fi quality map built from volunteer measurements, now used by the university IT service.',
        category: 'Academic Excellence',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Leila Farahani',
        value: 'Departmental Prize',
      },
    ],
    gallery: [
      {
        caption: 'A weather-satellite image decoded in the lab',
        height: 560,
        eventTitle: 'Software-Defined Radio: Listening to the Sky',
        photographer: 'Ethan Brooks',
        tags: ['SDR'],
      },
      {
        caption: 'Antenna on the Faraday Hall window sill',
        height: 820,
        eventTitle: 'Software-Defined Radio: Listening to the Sky',
        tags: ['SDR', 'antenna'],
      },
      {
        caption: 'Members at the operations centre wall of screens',
        height: 380,
        eventTitle: 'Visit to the Regional Network Operations Centre',
        photographer: 'Samuel Mwangi',
        tags: ['site visit'],
      },
      {
        caption: 'The chapter test network rack',
        description: 'Labelled, mostly.',
        height: 700,
        tags: ['equipment'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'women-in-engineering',
    name: 'IEEE Women in Engineering',
    initials: 'WIE',
    colours: ['#6a1b4d', '#f7a8c4'],
    motif: 'dots',
    description:
      'An affinity group open to everyone that works to make engineering at Northgate a place where women stay and thrive. We run mentoring circles, skills workshops and outreach to girls in local schools, and we are loud about who gets invited to speak.',
    vision:
      'An engineering faculty where the people in the labs, on the stage and in the leadership reflect the people the technology serves.',
    mission:
      'To support women studying engineering through mentoring, visibility and community, and to inspire the next generation to choose it.',
    objectives: ul(
      'Match every first-year member who asks with a senior student or alumna mentor',
      'Run at least two outreach days a year for secondary-school students',
      'Hold practical sessions on negotiation, interviewing and public speaking',
      'Keep a speaker list that makes balanced panels the easy choice for every chapter',
      "Celebrate members' work through an annual showcase",
    ),
    studentMemberCount: 231,
    establishedYear: 2009,
    slate: [
      {
        name: 'Dr. Amara Okafor',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('a.okafor'),
        linkedin: linkedin('amara-okafor-phd'),
        bio: 'Senior lecturer in electronics and founder of the faculty mentoring scheme.',
      },
      {
        name: 'Isabella Rossi',
        role: 'Chair',
        hasPhoto: true,
        email: mail('isabella.rossi'),
        linkedin: linkedin('isabella-rossi-eng'),
        bio: 'Civil-turned-electrical engineering student and outreach lead.',
      },
      {
        name: 'Fatima Al-Sayed',
        role: 'Vice Chair',
        hasPhoto: true,
        email: mail('fatima.alsayed'),
        bio: 'Coordinates the mentoring circles.',
      },
      {
        name: 'Hannah Kim',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('hannah.kim'),
        linkedin: linkedin('hannah-kim-wie'),
      },
      {
        name: 'Adaeze Nwosu',
        role: 'Treasurer',
        hasPhoto: true,
        linkedin: linkedin('adaeze-nwosu'),
        bio: 'Computer engineering student who budgets outreach days down to the last marker pen.',
      },
      {
        name: 'Riya Kapoor',
        role: 'Committee Member',
        hasPhoto: true,
        email: mail('riya.kapoor'),
      },
    ],
    events: [
      {
        title: 'Girls in Engineering Discovery Day',
        dayOffset: -165,
        time: '09:30',
        location: 'Faraday Hall Foyer and Labs',
        description:
          'Sixty students aged 13–15 from four local schools built circuits, programmed a robot arm and quizzed our members about what engineering degrees are really like.',
        organizer: 'Isabella Rossi',
        tags: ['outreach', 'schools'],
        participants: '60 students, 22 volunteers',
      },
      {
        title: 'Negotiating Your First Offer',
        dayOffset: -72,
        time: '18:00',
        location: 'Student Union, Room 4',
        description:
          'A workshop led by an HR director and two recent graduates on researching salaries, answering the "expected salary" question and negotiating without apologising.',
        capacity: 50,
        tags: ['careers', 'workshop'],
        participants: '50',
      },
      {
        title: 'Mentoring Circles Launch Evening',
        dayOffset: -30,
        time: '17:30',
        location: 'Hopper Library Atrium',
        description:
          'Thirty-four mentees met their mentors over dinner and set goals for the term. Circles now meet monthly.',
        tags: ['mentoring', 'community'],
        participants: '70+',
      },
      {
        title: 'Showcase: Work by Women in Engineering',
        dayOffset: 22,
        time: '16:00',
        location: 'Innovation Hub, Ground Floor',
        description:
          'Posters, demos and lightning talks from members across all years. Everyone is welcome to attend; presenters please register by the end of next week.',
        capacity: 140,
        registrationLink: register('wie-showcase'),
        tags: ['showcase', 'research', 'projects'],
        registrations: 58,
      },
      {
        title: 'Public Speaking Lab',
        dayOffset: 64,
        time: '18:00',
        location: 'Student Union, Room 4',
        description:
          'Practise a three-minute technical talk in a small, friendly group and get feedback on structure, slides and delivery.',
        capacity: 15,
        tags: ['skills', 'communication'],
        registrations: 6,
      },
    ],
    achievements: [
      {
        title: 'WIE Student Branch Affinity Group of the Year',
        yearsAgo: 1,
        description:
          'Recognised for the mentoring circles and for reaching more than 200 secondary-school students through outreach days.',
        category: 'Recognition',
        awardedBy: 'IEEE Women in Engineering',
        recipient: 'IEEE Women in Engineering',
      },
      {
        title: 'Student Leadership Award',
        yearsAgo: 0,
        description:
          'Awarded for founding the faculty-wide balanced-panel speaker list, now used by every chapter in the branch.',
        category: 'Leadership',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Isabella Rossi',
      },
      {
        title: 'Community Outreach Grant',
        yearsAgo: 3,
        description:
          'Funding for transport and materials so schools further from campus could attend Discovery Day.',
        category: 'Community Service',
        awardedBy: 'IEEE Foundation',
        recipient: 'IEEE Women in Engineering',
        value: 'USD 2,000 grant',
      },
    ],
    gallery: [
      {
        caption: 'Programming the robot arm at Discovery Day',
        height: 720,
        eventTitle: 'Girls in Engineering Discovery Day',
        photographer: 'Riya Kapoor',
        tags: ['outreach'],
      },
      {
        caption: 'A first working circuit, and a very big smile',
        height: 450,
        eventTitle: 'Girls in Engineering Discovery Day',
        tags: ['outreach', 'schools'],
      },
      {
        caption: 'Mentors and mentees setting goals for the term',
        height: 380,
        eventTitle: 'Mentoring Circles Launch Evening',
        photographer: 'Hannah Kim',
        tags: ['mentoring'],
      },
      {
        caption: 'Role-playing a salary negotiation',
        height: 600,
        eventTitle: 'Negotiating Your First Offer',
        tags: ['careers'],
      },
      {
        caption: 'The WIE committee at the welcome fair',
        height: 310,
        tags: ['chapter life'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'engineering-medicine-biology-society',
    name: 'IEEE Engineering in Medicine and Biology Society',
    initials: 'EMBS',
    colours: ['#0b6e4f', '#a7e8bd'],
    motif: 'waves',
    description:
      'Where electronics meets the human body. The chapter brings together electrical, biomedical and computer engineering students with medical students from the teaching hospital to work on wearables, medical imaging and assistive technology.',
    vision:
      'Engineers who design health technology with clinicians and patients in the room, not as an afterthought.',
    mission:
      'We create opportunities for students to learn about, build and responsibly test technology for health, in partnership with the university hospital.',
    objectives: ul(
      'Run a yearly clinical shadowing programme with the university hospital',
      'Build open-hardware biosignal kits for teaching ECG, EMG and EEG',
      'Host talks on medical device regulation, safety and ethics',
      'Support an assistive-technology project for a local charity each year',
    ),
    studentMemberCount: 118,
    establishedYear: 2013,
    slate: [
      {
        name: 'Dr. Elif Kaya',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('e.kaya'),
        bio: 'Biomedical engineer researching low-cost ultrasound imaging.',
      },
      {
        name: 'Noah Fischer',
        role: 'Chair',
        hasPhoto: true,
        email: mail('noah.fischer'),
        linkedin: linkedin('noah-fischer-bme'),
        bio: 'Biomedical engineering student building a wearable tremor monitor.',
      },
      {
        name: 'Aisha Bello',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('aisha.bello'),
        linkedin: linkedin('aisha-bello'),
      },
      {
        name: 'Vikram Nair',
        role: 'Treasurer',
        hasPhoto: false,
        bio: "Medical student and the chapter's link to the hospital wards.",
      },
    ],
    events: [
      {
        title: 'Build Your Own ECG',
        dayOffset: -133,
        time: '14:00',
        location: 'Biomedical Engineering Wing, Room 118',
        description:
          'Participants assembled a battery-powered, isolated ECG front end and recorded their own heartbeat. Safety briefing first, electrodes second.',
        capacity: 20,
        tags: ['workshop', 'biosignals', 'hardware'],
        participants: '20',
      },
      {
        title: 'Medical Devices: From Prototype to Patient',
        dayOffset: -54,
        time: '17:00',
        location: 'Maxwell Auditorium',
        description:
          'A regulatory affairs specialist walked through what it takes to bring a device to market, with case studies of recalls and what engineers could have caught.',
        tags: ['talk', 'regulation', 'ethics'],
        participants: '85+',
      },
      {
        title: 'Assistive Tech Hack Day',
        dayOffset: 36,
        time: '09:00',
        location: 'Innovation Hub, Maker Space',
        description:
          'Work with occupational therapists and members of a local disability charity to prototype everyday aids, from adapted cutlery to switch-controlled music players.',
        capacity: 40,
        registrationLink: register('embs-assistive-hack-day'),
        tags: ['hackathon', 'assistive technology', 'community'],
        registrations: 25,
      },
    ],
    achievements: [
      {
        title: 'Best Undergraduate Poster, Biomedical Engineering Symposium',
        yearsAgo: 0,
        description: 'For a wrist-worn tremor monitor validated on twelve volunteers.',
        category: 'Research',
        awardedBy: 'IEEE Engineering in Medicine and Biology Society',
        recipient: 'Noah Fischer',
        value: 'Best Poster',
      },
      {
        title: 'Hospital Partnership Recognition',
        yearsAgo: 2,
        description:
          'The university hospital thanked the chapter for repairing and documenting twenty donated training mannequins.',
        category: 'Community Service',
        awardedBy: 'Northgate University Hospital',
        recipient: 'IEEE Engineering in Medicine and Biology Society',
      },
    ],
    gallery: [
      {
        caption: 'A heartbeat on a laptop screen, recorded minutes earlier',
        height: 500,
        eventTitle: 'Build Your Own ECG',
        photographer: 'Aisha Bello',
        tags: ['biosignals'],
      },
      {
        caption: 'Careful soldering of the isolation stage',
        height: 780,
        eventTitle: 'Build Your Own ECG',
        tags: ['hardware'],
      },
      {
        caption: 'Questions from the floor on device recalls',
        height: 340,
        eventTitle: 'Medical Devices: From Prototype to Patient',
        tags: ['talk'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'industry-applications-society',
    name: 'IEEE Industry Applications Society',
    initials: 'IAS',
    colours: ['#37474f', '#ffca3a'],
    motif: 'grid',
    description:
      'A small, practical chapter focused on how electrical engineering is used in factories, plants and buildings: motors and drives, PLCs, electrical safety and industrial communication. Many members go on to placements in manufacturing.',
    vision:
      'Students who graduate ready to walk onto a plant floor and understand both the electrical drawings and the people who use them.',
    mission:
      'To bridge the gap between coursework and industry practice through plant visits, PLC training and electrical safety awareness.',
    objectives:
      '<p>We aim to:</p><ul><li>Offer an introductory PLC programming course every term</li><li>Visit at least two manufacturing or process plants each year</li><li>Promote arc-flash and electrical safety awareness among all engineering students</li></ul>',
    studentMemberCount: 74,
    establishedYear: 2015,
    slate: [
      {
        name: 'Dr. Victor Petrov',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('v.petrov'),
        bio: 'Spent fifteen years commissioning drives in steel mills before joining the faculty.',
      },
      {
        name: 'Maya Goldberg',
        role: 'Chair',
        hasPhoto: true,
        email: mail('maya.goldberg'),
        linkedin: linkedin('maya-goldberg'),
        bio: 'Did her placement at a bottling plant and came back evangelical about ladder logic.',
      },
      {
        name: 'Diego Hernández',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('diego.hernandez'),
      },
    ],
    events: [
      {
        title: 'PLC Programming Bootcamp',
        dayOffset: -150,
        time: '10:00',
        location: 'Faraday Hall, Automation Lab',
        description:
          "Two Saturdays of ladder logic, timers and a conveyor-sorting exercise on the lab's training rigs.",
        capacity: 18,
        tags: ['PLC', 'automation', 'training'],
        participants: '18',
      },
      {
        title: 'Plant Visit: Eastfield Packaging',
        dayOffset: -66,
        time: '08:00',
        location: 'Departs from the Main Gate, Northgate campus',
        description:
          "A tour of a packaging plant's motor control centres and variable-speed drives, and a look at how the maintenance team uses vibration data to plan repairs.",
        capacity: 20,
        tags: ['site visit', 'manufacturing'],
        participants: '20',
      },
      {
        title: 'Arc Flash: What Every Engineer Should Know',
        dayOffset: 15,
        time: '12:30',
        location: 'Faraday Hall, Room 101',
        description:
          'A lunchtime talk on arc-flash hazards, PPE categories and safe isolation. Open to all engineering students; required for anyone joining a lab-based plant visit.',
        capacity: 80,
        tags: ['safety', 'talk'],
        registrations: 12,
      },
    ],
    achievements: [
      {
        title: 'Industry Placement Excellence',
        yearsAgo: 1,
        description:
          'Graded outstanding by her placement employer for redesigning a conveyor interlock scheme.',
        category: 'Academic Excellence',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Maya Goldberg',
      },
    ],
    gallery: [
      {
        caption: 'Conveyor sorting rig running its first ladder program',
        height: 480,
        eventTitle: 'PLC Programming Bootcamp',
        tags: ['PLC'],
      },
      {
        caption: 'Motor control centre at Eastfield Packaging',
        height: 660,
        eventTitle: 'Plant Visit: Eastfield Packaging',
        photographer: 'Diego Hernández',
        tags: ['site visit'],
      },
      {
        caption: 'Hard hats on, ready for the tour',
        height: 300,
        eventTitle: 'Plant Visit: Eastfield Packaging',
        tags: ['site visit', 'safety'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'photonics-society',
    name: 'IEEE Photonics Society',
    initials: 'PHO',
    colours: ['#240046', '#ff9e00'],
    motif: 'rings',
    description:
      'Lasers, optical fibres, LEDs and sensors that work with light. The chapter runs the optics bench nights in the physics teaching lab and a popular public light show during the university open day.',
    vision: 'To make light-based technology as familiar to our engineers as electrons are.',
    mission:
      'We give students hands-on time with optical equipment and connect them with the researchers and companies working in photonics.',
    objectives: ul(
      'Hold monthly optics bench nights with lasers, interferometers and fibre splicers',
      'Run a light-and-colour demonstration for the public on open day',
      'Introduce members to photonics research groups for summer projects',
    ),
    studentMemberCount: 52,
    establishedYear: 2017,
    slate: [
      {
        name: 'Prof. Yuki Tanaka',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('y.tanaka'),
        bio: 'Leads the integrated photonics group in the physics department.',
      },
      {
        name: 'Oliver Grant',
        role: 'Chair',
        hasPhoto: true,
        email: mail('oliver.grant'),
        linkedin: linkedin('oliver-grant-optics'),
      },
      {
        name: 'Zara Hussain',
        role: 'Vice Chair',
        hasPhoto: false,
        linkedin: linkedin('zara-hussain'),
        bio: 'Physics and electrical engineering joint-honours student.',
      },
      {
        name: 'Nikolai Volkov',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('nikolai.volkov'),
        bio: 'Builds Michelson interferometers out of whatever is on the bench.',
      },
    ],
    events: [
      {
        title: 'Optics Bench Night: Fibre Splicing',
        dayOffset: -91,
        time: '18:30',
        location: 'Physics Building, Teaching Lab 3',
        description:
          'Members cleaved, fusion-spliced and tested single-mode fibre, then measured the loss of their own splices with an OTDR.',
        capacity: 12,
        tags: ['hands-on', 'fibre optics'],
        participants: '12',
      },
      {
        title: 'Open Day Light Show',
        dayOffset: -27,
        time: '11:00',
        location: 'Physics Building Foyer',
        description:
          'Laser mazes, a giant diffraction grating and total internal reflection in a stream of water kept visitors of all ages busy for five hours.',
        tags: ['outreach', 'demonstration'],
        participants: '400+ visitors',
      },
      {
        title: 'Seminar: Silicon Photonics and the Data Centre',
        dayOffset: 50,
        time: '16:00',
        location: 'Faraday Hall, Room 108',
        description:
          'Why the links inside data centres are moving to light, and what that means for chip designers. A talk by a visiting researcher followed by a lab tour.',
        capacity: 60,
        registrationLink: register('photonics-silicon-seminar'),
        tags: ['seminar', 'research'],
        registrations: 19,
      },
    ],
    achievements: [
      {
        title: 'Outreach Award for the Open Day Light Show',
        yearsAgo: 0,
        description: 'Recognised as the most visited demonstration of the university open day.',
        category: 'Community Service',
        awardedBy: 'Northgate University Outreach Office',
        recipient: 'IEEE Photonics Society',
      },
      {
        title: 'Summer Research Fellowship',
        yearsAgo: 1,
        description: 'Ten weeks in the integrated photonics group characterising ring resonators.',
        category: 'Research',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Zara Hussain',
        value: 'USD 3,000 stipend',
      },
    ],
    gallery: [
      {
        caption: 'A laser maze in the Physics Building foyer',
        height: 900,
        eventTitle: 'Open Day Light Show',
        photographer: 'Nikolai Volkov',
        tags: ['outreach', 'lasers'],
      },
      {
        caption: 'Light trapped in a stream of water',
        height: 540,
        eventTitle: 'Open Day Light Show',
        tags: ['demonstration'],
      },
      {
        caption: 'Fusion splicer close-up',
        height: 350,
        eventTitle: 'Optics Bench Night: Fibre Splicing',
        tags: ['fibre optics'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'aerospace-electronic-systems-society',
    name: 'IEEE Aerospace and Electronic Systems Society',
    initials: 'AESS',
    colours: ['#14213d', '#fca311'],
    motif: 'dots',
    description:
      'The chapter behind the campus CubeSat project and the high-altitude balloon launches. Members work on avionics, radar, navigation and ground stations, and spend a surprising amount of time reading weather forecasts.',
    vision:
      'To put a student-built satellite in orbit and graduate the engineers who made it happen.',
    mission:
      'We give students real aerospace electronics projects with launch dates, design reviews and the discipline that flight hardware demands.',
    objectives: ul(
      'Develop the chapter CubeSat through formal design reviews',
      'Launch at least one high-altitude balloon a year with student payloads',
      'Operate a satellite ground station on the Science Tower roof',
      'Run workshops on GNSS, radar and flight software',
    ),
    studentMemberCount: 96,
    establishedYear: 2014,
    slate: [
      {
        name: "Dr. Patrick O'Neill",
        role: 'Advisor',
        hasPhoto: true,
        email: mail('p.oneill'),
        linkedin: linkedin('patrick-oneill-aero'),
        bio: 'Former satellite systems engineer, now teaching spacecraft design.',
      },
      {
        name: 'Layla Haddad',
        role: 'Chair',
        hasPhoto: true,
        email: mail('layla.haddad'),
        bio: 'CubeSat project lead and licensed radio amateur.',
      },
      {
        name: 'Tyler Nguyen',
        role: 'Vice Chair',
        hasPhoto: true,
        linkedin: linkedin('tyler-nguyen-avionics'),
        bio: 'Writes flight software and checks it twice.',
      },
      {
        name: 'Sipho Dlamini',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('sipho.dlamini'),
      },
      {
        name: 'Elena Popescu',
        role: 'Treasurer',
        hasPhoto: true,
        email: mail('elena.popescu'),
        linkedin: linkedin('elena-popescu'),
      },
    ],
    events: [
      {
        title: 'High-Altitude Balloon Launch',
        dayOffset: -256,
        time: '06:30',
        location: 'North Field',
        description:
          'Our balloon carried four student payloads to 31 km, including a cosmic-ray counter and a camera that captured the curvature of the Earth. Recovered 84 km away in a cabbage field.',
        organizer: 'Layla Haddad',
        tags: ['launch', 'payloads', 'near space'],
        participants: '45+',
      },
      {
        title: 'CubeSat Critical Design Review',
        dayOffset: -79,
        time: '13:00',
        location: 'Faraday Hall, Room 204',
        description:
          'Subsystem teams presented the satellite design to a review board of faculty and two industry engineers, who raised 37 action items, all now closed.',
        tags: ['CubeSat', 'design review'],
        participants: '30',
      },
      {
        title: 'Ground Station Night: Tracking Satellite Passes',
        dayOffset: -12,
        time: '20:00',
        location: 'Science Tower Rooftop',
        description:
          'Members tracked three amateur satellites with the rooftop antenna, decoded their telemetry and stayed for a clear view of the station passing overhead.',
        capacity: 20,
        tags: ['ground station', 'radio'],
        participants: '20',
      },
      {
        title: 'GNSS Receivers from the Ground Up',
        dayOffset: 29,
        time: '15:00',
        location: 'Faraday Hall, Room 310',
        description:
          'How a satellite navigation receiver finds itself: correlation, pseudoranges and position fixes, with live data from a software receiver.',
        capacity: 35,
        registrationLink: register('aess-gnss-workshop'),
        tags: ['workshop', 'navigation'],
        registrations: 21,
      },
      {
        title: 'Balloon Payload Call: Proposal Deadline Briefing',
        dayOffset: 95,
        time: '17:00',
        location: 'Faraday Hall, Room 108',
        description:
          'Want to fly an experiment to the edge of space? Hear the mass, power and safety rules for the next launch and pitch your idea.',
        capacity: 50,
        tags: ['launch', 'proposals'],
        registrations: 8,
      },
    ],
    achievements: [
      {
        title: 'University Innovation Fund: CubeSat Flight Model',
        yearsAgo: 0,
        description:
          'Funding to build and environmentally test the flight model of the chapter CubeSat.',
        category: 'Innovation',
        awardedBy: 'Northgate University Innovation Fund',
        recipient: 'IEEE Aerospace and Electronic Systems Society',
        value: 'USD 12,000 grant',
      },
      {
        title: 'Best Student Payload',
        yearsAgo: 2,
        description: 'A low-cost radiation counter flown on a regional balloon campaign.',
        category: 'Competition',
        awardedBy: 'IEEE Aerospace and Electronic Systems Society',
        recipient: 'Tyler Nguyen',
        value: 'First Place',
      },
    ],
    gallery: [
      {
        caption: 'Inflating the balloon at first light',
        height: 860,
        eventTitle: 'High-Altitude Balloon Launch',
        photographer: 'Sipho Dlamini',
        tags: ['launch'],
      },
      {
        caption: 'The curvature of the Earth from 31 km',
        description: 'Captured by the onboard camera payload.',
        height: 420,
        eventTitle: 'High-Altitude Balloon Launch',
        tags: ['near space'],
      },
      {
        caption: 'Review board at the CubeSat design review',
        height: 330,
        eventTitle: 'CubeSat Critical Design Review',
        tags: ['CubeSat'],
      },
      {
        caption: 'The rooftop antenna under a clear sky',
        height: 690,
        eventTitle: 'Ground Station Night: Tracking Satellite Passes',
        photographer: 'Elena Popescu',
        tags: ['ground station'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'antennas-propagation-society',
    name: 'IEEE Antennas and Propagation Society',
    initials: 'APS',
    colours: ['#004e64', '#7ae582'],
    motif: 'rings',
    description:
      'A hands-on chapter for students who want to know why a bent paperclip can be an antenna and a car roof cannot. We design, simulate, build and measure antennas, and we are allowed to book the anechoic chamber twice a term.',
    vision:
      'Students who trust their antenna measurements because they understand every step from simulation to test.',
    mission:
      'To teach electromagnetics through building things that radiate, and measuring them properly.',
    objectives: ul(
      'Run an antenna design challenge with measurement in the anechoic chamber',
      'Teach electromagnetic simulation to second-year students',
      'Build a library of documented reference antennas for teaching labs',
    ),
    studentMemberCount: 61,
    establishedYear: 2016,
    slate: [
      {
        name: 'Dr. Carlos Mendoza',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('c.mendoza'),
        bio: 'Specialist in phased arrays who runs the anechoic chamber.',
      },
      {
        name: 'Anika Sharma',
        role: 'Chair',
        hasPhoto: true,
        email: mail('anika.sharma'),
        linkedin: linkedin('anika-sharma-rf'),
        bio: 'Designing a wearable textile antenna for her final-year project.',
      },
      {
        name: 'Ben Carter',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('ben.carter'),
      },
      {
        name: 'Thanh Pham',
        role: 'Committee Member',
        hasPhoto: true,
        linkedin: linkedin('thanh-pham'),
        bio: 'Knows the vector network analyser better than its manual does.',
      },
    ],
    events: [
      {
        title: 'Antenna Design Challenge',
        dayOffset: -117,
        time: '10:00',
        location: 'Faraday Hall, Anechoic Chamber',
        description:
          'Teams designed a 2.4 GHz patch antenna in simulation, etched it on FR-4 and measured gain and return loss in the chamber. The winning design was within 0.3 dB of its simulation.',
        capacity: 24,
        tags: ['competition', 'RF', 'measurement'],
        participants: '24',
      },
      {
        title: 'Smith Charts Without Tears',
        dayOffset: -38,
        time: '16:00',
        location: 'Faraday Hall, Room 212',
        description:
          'A workshop on impedance matching with a Smith chart, a VNA and a box of capacitors. Everyone matched a real antenna by the end.',
        capacity: 30,
        tags: ['workshop', 'impedance matching'],
        participants: '27',
      },
      {
        title: 'Anechoic Chamber Open Session',
        dayOffset: 44,
        time: '14:00',
        location: 'Faraday Hall, Anechoic Chamber',
        description:
          'Bring an antenna (or borrow one of ours) and measure its radiation pattern. Slots of thirty minutes; book ahead.',
        capacity: 10,
        registrationLink: register('aps-chamber-session'),
        tags: ['measurement', 'lab'],
        registrations: 7,
      },
    ],
    achievements: [
      {
        title: 'Student Design Contest Honourable Mention',
        yearsAgo: 1,
        description: 'For a low-profile antenna that conforms to a bicycle helmet.',
        category: 'Competition',
        awardedBy: 'IEEE Antennas and Propagation Society',
        recipient: 'Anika Sharma',
        value: 'Honourable Mention',
      },
    ],
    gallery: [
      {
        caption: 'Patch antennas lined up for measurement',
        height: 400,
        eventTitle: 'Antenna Design Challenge',
        photographer: 'Thanh Pham',
        tags: ['RF'],
      },
      {
        caption: 'Inside the anechoic chamber',
        height: 760,
        eventTitle: 'Antenna Design Challenge',
        tags: ['lab', 'measurement'],
      },
      {
        caption: 'A perfect match, finally, on the VNA screen',
        height: 310,
        eventTitle: 'Smith Charts Without Tears',
        tags: ['workshop'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'computational-intelligence-society',
    name: 'IEEE Computational Intelligence Society',
    initials: 'CIS',
    colours: ['#4a1942', '#ff8fab'],
    motif: 'dots',
    description:
      'Neural networks, evolutionary algorithms and fuzzy systems, studied with a healthy suspicion of hype. The chapter runs a machine learning study group, enters data science competitions and hosts an annual discussion on responsible AI.',
    vision:
      'A community of students who can build intelligent systems and explain, in plain words, what those systems can and cannot do.',
    mission:
      'We help members learn machine learning by doing it carefully: clean data, honest evaluation and open discussion of impact.',
    objectives: ul(
      'Run a weekly study group that works through a machine learning course together',
      'Provide shared GPU time for member projects through the faculty cluster',
      'Enter at least one data science competition each term',
      'Host an annual responsible-AI forum with speakers from outside engineering',
    ),
    studentMemberCount: 219,
    establishedYear: 2012,
    slate: [
      {
        name: 'Dr. Wei Zhang',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('w.zhang'),
        linkedin: linkedin('wei-zhang-ml'),
        bio: 'Researches evolutionary optimisation and interpretable models.',
      },
      {
        name: 'Amelia Clarke',
        role: 'Chair',
        hasPhoto: true,
        email: mail('amelia.clarke'),
        linkedin: linkedin('amelia-clarke-ai'),
        bio: 'Data science student who insists on a baseline before every deep model.',
      },
      {
        name: 'Rahul Verma',
        role: 'Vice Chair',
        hasPhoto: true,
        email: mail('rahul.verma'),
      },
      {
        name: 'Sara Haile',
        role: 'Secretary',
        hasPhoto: true,
        linkedin: linkedin('sara-haile'),
        bio: 'Leads the study group and the cluster booking rota.',
      },
      {
        name: 'Mohammed Al-Amin',
        role: 'Treasurer',
        hasPhoto: false,
        email: mail('mohammed.alamin'),
      },
      {
        name: 'Julia Novak',
        role: 'Web Master',
        hasPhoto: true,
        email: mail('julia.novak'),
        bio: 'Maintains the study-group notebooks and the chapter site.',
      },
    ],
    events: [
      {
        title: 'Machine Learning Study Group: Term Finale',
        dayOffset: -190,
        time: '17:00',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          'The study group closed its term by presenting twelve mini-projects, from bird-song classification to predicting library occupancy.',
        tags: ['study group', 'projects'],
        participants: '45',
      },
      {
        title: 'Responsible AI Forum',
        dayOffset: -75,
        time: '18:00',
        location: 'Maxwell Auditorium',
        description:
          'A philosopher, a data-protection lawyer and a machine learning engineer discussed bias, consent and accountability with a packed auditorium.',
        tags: ['forum', 'ethics', 'AI'],
        participants: '160+',
      },
      {
        title: 'Evolving Solutions: Genetic Algorithms Workshop',
        dayOffset: -9,
        time: '14:00',
        location: 'Lovelace Centre, Lab 1.05',
        description:
          'Participants evolved timetables, travelling-salesman tours and tiny walking creatures, and learned why mutation rates matter.',
        capacity: 40,
        tags: ['workshop', 'evolutionary computation'],
        participants: '39',
      },
      {
        title: 'Data Science Challenge: Campus Footfall',
        dayOffset: 17,
        time: '10:00',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          'Predict hourly footfall in campus buildings from anonymised sensor data. Teams of up to four; prizes for accuracy and for the clearest explanation.',
        capacity: 80,
        registrationLink: register('cis-footfall-challenge'),
        tags: ['competition', 'data science'],
        registrations: 52,
      },
      {
        title: 'Reading Group: Attention Is All You Need',
        dayOffset: 39,
        time: '17:00',
        location: 'Hopper Library, Seminar Room 3',
        description:
          'We read the transformer paper line by line and implement a small attention layer from scratch.',
        capacity: 25,
        tags: ['reading group', 'deep learning'],
        registrations: 18,
      },
    ],
    achievements: [
      {
        title: 'Second Place, Regional Data Science Competition',
        yearsAgo: 0,
        description:
          'A team of four forecast solar output for a regional utility with the second-lowest error.',
        category: 'Competition',
        awardedBy: 'IEEE Region 10',
        recipient: 'IEEE Computational Intelligence Society',
        value: 'Second Place',
      },
      {
        title: 'Undergraduate Research Paper',
        yearsAgo: 1,
        description:
          'A workshop paper on interpretable models for predicting student drop-out risk.',
        category: 'Publication',
        awardedBy: 'IEEE Computational Intelligence Society',
        recipient: 'Amelia Clarke',
      },
      {
        title: 'Chapter Growth Recognition',
        yearsAgo: 4,
        description:
          'Membership more than doubled in a single year after the study group launched.',
        category: 'Recognition',
        awardedBy: 'IEEE Region 10 Student Activities Committee',
        recipient: 'IEEE Computational Intelligence Society',
      },
    ],
    gallery: [
      {
        caption: 'Bird-song classifier demo at the term finale',
        height: 470,
        eventTitle: 'Machine Learning Study Group: Term Finale',
        tags: ['projects'],
      },
      {
        caption: 'Panel at the Responsible AI Forum',
        height: 350,
        eventTitle: 'Responsible AI Forum',
        photographer: 'Julia Novak',
        tags: ['forum', 'ethics'],
      },
      {
        caption: 'A queue for questions after the forum',
        height: 620,
        eventTitle: 'Responsible AI Forum',
        tags: ['forum'],
      },
      {
        caption: 'Generation 200 of the walking creatures',
        description: 'Still mostly falling over, but falling over forwards.',
        height: 800,
        eventTitle: 'Evolving Solutions: Genetic Algorithms Workshop',
        photographer: 'Sara Haile',
        tags: ['workshop'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'consumer-technology-society',
    name: 'IEEE Consumer Technology Society',
    initials: 'CTS',
    colours: ['#5f0f40', '#fb8b24'],
    motif: 'grid',
    description:
      'The chapter for people who take their gadgets apart. Members run teardown nights, repair cafés and product design sprints, and argue cheerfully about whether any phone has been truly new since the first one.',
    vision:
      'Engineers who design consumer products that last longer, work for more people and can be repaired.',
    mission:
      'To explore how everyday electronics are designed, made and mended, and to practise designing better ones.',
    objectives: ul(
      'Host a monthly teardown night with a different device each time',
      'Run a repair café for students and staff every term',
      'Hold a product design sprint judged on usability and repairability',
    ),
    studentMemberCount: 88,
    establishedYear: 2018,
    slate: [
      {
        name: 'Dr. Sanjay Patel',
        role: 'Advisor',
        hasPhoto: false,
        email: mail('s.patel'),
        bio: 'Teaches product design and embedded systems.',
      },
      {
        name: 'Freya Andersen',
        role: 'Chair',
        hasPhoto: true,
        email: mail('freya.andersen'),
        linkedin: linkedin('freya-andersen'),
        bio: 'Industrial design minor and repair-café regular.',
      },
      {
        name: 'Jamal Wright',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('jamal.wright'),
      },
      {
        name: 'Lina Schmidt',
        role: 'Treasurer',
        hasPhoto: true,
        linkedin: linkedin('lina-schmidt-ux'),
      },
    ],
    events: [
      {
        title: 'Teardown Night: Smart Speakers',
        dayOffset: -101,
        time: '18:30',
        location: 'Innovation Hub, Maker Space',
        description:
          'Three generations of smart speakers, opened and compared: microphones, amplifiers, glue and the surprising number of screws hidden under rubber feet.',
        capacity: 30,
        tags: ['teardown', 'hardware'],
        participants: '30',
      },
      {
        title: 'Repair Café No. 7',
        dayOffset: -44,
        time: '12:00',
        location: 'Student Union, Hall A',
        description:
          'Volunteers fixed 46 of 63 items brought in by students and staff: lamps, headphones, kettles and one very loved radio.',
        tags: ['repair', 'sustainability', 'community'],
        participants: '63 items, 14 volunteers',
      },
      {
        title: 'Repair Café No. 8',
        dayOffset: 24,
        time: '12:00',
        location: 'Student Union, Hall A',
        description:
          'Bring your broken electronics and small appliances; our volunteers will help you diagnose and fix them. Free, no registration needed.',
        tags: ['repair', 'sustainability', 'community'],
        registrations: 0,
      },
      {
        title: 'Design Sprint: A Remote Anyone Can Use',
        dayOffset: 67,
        time: '10:00',
        location: 'Innovation Hub, Ground Floor',
        description:
          'Redesign the TV remote for users with limited dexterity or sight. Teams prototype with foam, 3D printing and microcontrollers.',
        capacity: 32,
        registrationLink: register('cts-remote-design-sprint'),
        tags: ['design sprint', 'accessibility'],
        registrations: 11,
      },
    ],
    achievements: [
      {
        title: 'Green Campus Award',
        yearsAgo: 0,
        description:
          'The repair café has kept more than 300 items out of landfill since it started.',
        category: 'Community Service',
        awardedBy: 'Northgate University Sustainability Office',
        recipient: 'IEEE Consumer Technology Society',
      },
    ],
    gallery: [
      {
        caption: 'Smart speaker internals laid out on the bench',
        height: 440,
        eventTitle: 'Teardown Night: Smart Speakers',
        photographer: 'Jamal Wright',
        tags: ['teardown'],
      },
      {
        caption: 'A kettle lives to boil again',
        height: 590,
        eventTitle: 'Repair Café No. 7',
        tags: ['repair'],
      },
      {
        caption: 'Queue at the repair café door',
        height: 320,
        eventTitle: 'Repair Café No. 7',
        photographer: 'Freya Andersen',
        tags: ['community'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'education-society',
    name: 'IEEE Education Society',
    initials: 'EDU',
    colours: ['#1b4332', '#95d5b2'],
    motif: 'peaks',
    description:
      'A chapter of students who like explaining things. Members run peer tutoring for first-year circuits and maths, build teaching demonstrations for lecturers and study what actually helps people learn engineering.',
    vision:
      'No student leaves a first-year engineering module because nobody explained it in a way that clicked.',
    mission:
      'We improve engineering learning on campus through peer tutoring, better demonstrations and evidence about what works.',
    objectives: ul(
      'Offer free peer tutoring drop-ins for first-year modules every week of term',
      'Build and lend out classroom demonstrations to lecturers',
      'Train tutors in questioning techniques and inclusive teaching',
      'Share findings from tutoring feedback with the faculty teaching committee',
    ),
    studentMemberCount: 43,
    establishedYear: 2019,
    slate: [
      {
        name: 'Dr. Margaret Osei',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('m.osei'),
        bio: 'Engineering education researcher and director of first-year studies.',
      },
      {
        name: "Liam O'Connor",
        role: 'Chair',
        hasPhoto: true,
        email: mail('liam.oconnor'),
        bio: 'Has tutored first-year circuits for three years and still enjoys it.',
      },
      {
        name: 'Ji-woo Lee',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('jiwoo.lee'),
        linkedin: linkedin('jiwoo-lee'),
      },
    ],
    events: [
      {
        title: 'Tutor Training Day',
        dayOffset: -160,
        time: '10:00',
        location: 'Hopper Library, Seminar Room 1',
        description:
          'New peer tutors practised asking questions instead of giving answers, and learned how to spot when a student is lost but too polite to say so.',
        capacity: 20,
        tags: ['training', 'teaching'],
        participants: '18',
      },
      {
        title: 'Demo Build: Visualising Electromagnetic Induction',
        dayOffset: -58,
        time: '15:00',
        location: 'Innovation Hub, Maker Space',
        description:
          'Members built three classroom demonstrations, including a falling-magnet tube and a hand-cranked generator with an LED bar, now used in first-year lectures.',
        tags: ['demonstrations', 'maker'],
        participants: '12',
      },
      {
        title: 'Exam Season Drop-in Marathon',
        dayOffset: 85,
        time: '10:00',
        location: 'Hopper Library, Group Study Area',
        description:
          'Twelve hours of peer tutoring for first-year circuits, signals and maths before exams. Come for ten minutes or stay all day.',
        tags: ['tutoring', 'exams'],
        registrations: 0,
      },
    ],
    achievements: [
      {
        title: 'Teaching Innovation Award (Student Category)',
        yearsAgo: 0,
        description:
          'For the induction demonstrations, which lecturers report have made the topic noticeably easier to teach.',
        category: 'Innovation',
        awardedBy: 'Northgate University Teaching Committee',
        recipient: 'IEEE Education Society',
      },
      {
        title: 'Conference Paper on Peer Tutoring',
        yearsAgo: 2,
        description:
          'Co-authored with faculty, analysing two years of drop-in attendance and exam results.',
        category: 'Publication',
        awardedBy: 'IEEE Education Society',
        recipient: "Liam O'Connor",
      },
    ],
    gallery: [
      {
        caption: 'Role-play at tutor training',
        height: 380,
        eventTitle: 'Tutor Training Day',
        tags: ['training'],
      },
      {
        caption: 'The hand-cranked generator lights its LED bar',
        height: 650,
        eventTitle: 'Demo Build: Visualising Electromagnetic Induction',
        photographer: 'Ji-woo Lee',
        tags: ['demonstrations'],
      },
      {
        caption: 'A quiet drop-in session in the library',
        height: 300,
        tags: ['tutoring'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'geoscience-remote-sensing-society',
    name: 'IEEE Geoscience and Remote Sensing Society',
    initials: 'GRSS',
    colours: ['#283618', '#dda15e'],
    motif: 'peaks',
    description:
      'Seeing the Earth from above. Members process satellite imagery, fly survey drones for environmental projects and work with the geography department on mapping floods, crops and coastlines.',
    vision:
      'Engineers and scientists who use remote sensing to answer real questions about the land, water and air around us.',
    mission:
      'To teach students to acquire, process and interpret Earth observation data, and to put those skills to work for local environmental projects.',
    objectives: ul(
      'Run an Earth observation data workshop every term using free satellite data',
      'Operate a drone survey team with certified student pilots',
      'Partner with a local environmental group on a mapping project each year',
    ),
    studentMemberCount: 67,
    establishedYear: 2016,
    slate: [
      {
        name: 'Dr. Lars Eriksen',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('l.eriksen'),
        bio: 'Works on synthetic aperture radar for sea-ice monitoring.',
      },
      {
        name: 'Camila Rojas',
        role: 'Chair',
        hasPhoto: true,
        email: mail('camila.rojas'),
        linkedin: linkedin('camila-rojas-eo'),
        bio: "Environmental engineering student and the chapter's lead drone pilot.",
      },
      {
        name: 'Aarav Joshi',
        role: 'Vice Chair',
        hasPhoto: false,
        linkedin: linkedin('aarav-joshi'),
      },
      {
        name: 'Ngozi Adeyemi',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('ngozi.adeyemi'),
        bio: 'Maps mangroves in her spare time.',
      },
    ],
    events: [
      {
        title: 'Earth Observation Data Workshop',
        dayOffset: -140,
        time: '13:00',
        location: 'Lovelace Centre, Lab 1.05',
        description:
          "Participants downloaded free multispectral imagery, computed vegetation indices and mapped how the city's green space has changed over a decade.",
        capacity: 30,
        tags: ['workshop', 'satellite data'],
        participants: '30',
      },
      {
        title: 'River Survey with the Kell Valley Trust',
        dayOffset: -50,
        time: '08:00',
        location: 'Kell Valley Nature Reserve (transport from the Main Gate)',
        description:
          'The drone team surveyed four kilometres of riverbank so the trust can track erosion after winter floods. Orthomosaics delivered two weeks later.',
        organizer: 'Camila Rojas',
        tags: ['drones', 'fieldwork', 'environment'],
        participants: '14',
      },
      {
        title: 'Radar Eyes: An Introduction to SAR',
        dayOffset: 31,
        time: '16:00',
        location: 'Faraday Hall, Room 108',
        description:
          'How radar satellites image the ground through clouds and at night, with examples from flood mapping and ship detection.',
        capacity: 60,
        registrationLink: register('grss-sar-intro'),
        tags: ['talk', 'radar'],
        registrations: 23,
      },
    ],
    achievements: [
      {
        title: 'Environmental Partnership Award',
        yearsAgo: 0,
        description: 'Recognised by the Kell Valley Trust for three years of riverbank surveys.',
        category: 'Community Service',
        awardedBy: 'Kell Valley Trust',
        recipient: 'IEEE Geoscience and Remote Sensing Society',
      },
      {
        title: 'Student Mapping Challenge Winner',
        yearsAgo: 3,
        description:
          'A land-cover classification of the region with 91% accuracy against ground truth.',
        category: 'Competition',
        awardedBy: 'IEEE Geoscience and Remote Sensing Society',
        recipient: 'Aarav Joshi',
        value: 'First Place',
      },
    ],
    gallery: [
      {
        caption: 'Drone team briefing on the riverbank',
        height: 540,
        eventTitle: 'River Survey with the Kell Valley Trust',
        photographer: 'Ngozi Adeyemi',
        tags: ['drones', 'fieldwork'],
      },
      {
        caption: 'Orthomosaic of the eroded bend',
        height: 870,
        eventTitle: 'River Survey with the Kell Valley Trust',
        tags: ['mapping'],
      },
      {
        caption: 'A decade of green space, in false colour',
        height: 400,
        eventTitle: 'Earth Observation Data Workshop',
        tags: ['satellite data'],
      },
      {
        caption: 'Pre-flight checks',
        height: 330,
        tags: ['drones'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'microwave-theory-technology-society',
    name: 'IEEE Microwave Theory and Technology Society',
    initials: 'MTT',
    colours: ['#3d405b', '#f2cc8f'],
    motif: 'waves',
    description:
      'A focused group of students working on high-frequency circuits: filters, amplifiers and transmission lines that behave very differently above a gigahertz. The chapter shares the RF lab with the antennas group and co-hosts its measurement sessions.',
    vision:
      'To give every interested student the confidence to design a circuit where the wires themselves become components.',
    mission:
      'We demystify microwave engineering through design-build-measure projects and contact with RF engineers in industry.',
    objectives:
      '<p>Each year the chapter will:<br>• run a microstrip filter design project from simulation to measurement<br>• invite two RF engineers from industry to give practical talks<br>• maintain shared calibration kits and a guide to using them</p>',
    studentMemberCount: 49,
    establishedYear: 2018,
    slate: [
      {
        name: 'Dr. Ahmed Mansour',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('a.mansour'),
        bio: 'Designs power amplifiers for satellite links.',
      },
      {
        name: 'Kateryna Bondarenko',
        role: 'Chair',
        hasPhoto: true,
        email: mail('kateryna.bondarenko'),
        linkedin: linkedin('kateryna-bondarenko'),
        bio: 'Working on a low-noise amplifier for a radio telescope feed.',
      },
      {
        name: 'Rohan Das',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('rohan.das'),
      },
      {
        name: 'Emily Walsh',
        role: 'Treasurer',
        hasPhoto: false,
        linkedin: linkedin('emily-walsh-rf'),
      },
    ],
    events: [
      {
        title: 'Microstrip Filter Design Project: Measurement Day',
        dayOffset: -86,
        time: '10:00',
        location: 'Faraday Hall, RF Lab',
        description:
          'Six teams measured the band-pass filters they designed and had fabricated. The closest design hit its centre frequency within 40 MHz.',
        capacity: 24,
        tags: ['RF', 'filters', 'measurement'],
        participants: '22',
      },
      {
        title: 'Industry Talk: Designing Radios for Base Stations',
        dayOffset: -21,
        time: '17:00',
        location: 'Faraday Hall, Room 108',
        description:
          'An RF design lead explained the trade-offs between efficiency and linearity in base-station power amplifiers, and what a graduate RF engineer actually does all day.',
        tags: ['talk', 'industry', 'careers'],
        participants: '48',
      },
      {
        title: 'VNA Calibration Clinic',
        dayOffset: 10,
        time: '15:00',
        location: 'Faraday Hall, RF Lab',
        description:
          'Short, small-group sessions on calibrating the vector network analyser properly. Required before booking the RF lab on your own.',
        capacity: 8,
        registrationLink: register('mtt-vna-clinic'),
        tags: ['lab', 'training'],
        registrations: 8,
      },
    ],
    achievements: [
      {
        title: 'Student Design Competition: Best Filter',
        yearsAgo: 1,
        description:
          'A compact hairpin filter with the lowest insertion loss among student entries.',
        category: 'Competition',
        awardedBy: 'IEEE Microwave Theory and Technology Society',
        recipient: 'Kateryna Bondarenko',
        value: 'First Place',
      },
    ],
    gallery: [
      {
        caption: 'Fabricated filters ready for testing',
        height: 360,
        eventTitle: 'Microstrip Filter Design Project: Measurement Day',
        photographer: 'Rohan Das',
        tags: ['filters'],
      },
      {
        caption: 'Comparing measured and simulated responses',
        height: 580,
        eventTitle: 'Microstrip Filter Design Project: Measurement Day',
        tags: ['measurement'],
      },
      {
        caption: 'Guest speaker taking questions',
        height: 420,
        eventTitle: 'Industry Talk: Designing Radios for Base Stations',
        tags: ['talk'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'vehicular-technology-society',
    name: 'IEEE Vehicular Technology Society',
    initials: 'VTS',
    colours: ['#222f3e', '#54a0ff'],
    motif: 'peaks',
    description:
      "Connected and autonomous vehicles, vehicle networking and the electronics inside modern cars and trains. The chapter supports the university's electric racing team with its electronics and runs a self-driving model car league.",
    vision:
      'Safer, cleaner and better-connected transport, designed in part by engineers who started here.',
    mission:
      'We give students practical experience with vehicle electronics, communications and autonomy through competitions, projects and industry contact.',
    objectives: ul(
      'Run a self-driving model car league with races every term',
      'Support the electric racing team with telemetry and data acquisition',
      'Hold talks on vehicle-to-everything communication and functional safety',
      'Visit a rail or automotive engineering facility each year',
    ),
    studentMemberCount: 83,
    establishedYear: 2014,
    slate: [
      {
        name: 'Dr. Hiroshi Sato',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('h.sato'),
        linkedin: linkedin('hiroshi-sato-v2x'),
        bio: 'Researches vehicle-to-vehicle communication for platooning.',
      },
      {
        name: 'Gabriel Moreau',
        role: 'Chair',
        hasPhoto: true,
        email: mail('gabriel.moreau'),
        bio: 'Telemetry lead on the electric racing team.',
      },
      {
        name: 'Chiara Bianchi',
        role: 'Vice Chair',
        hasPhoto: true,
        linkedin: linkedin('chiara-bianchi'),
      },
      {
        name: 'Abdullah Karimi',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('abdullah.karimi'),
        bio: 'Organises the model car league timetable.',
      },
      {
        name: 'Olivia Bennett',
        role: 'Web Master',
        hasPhoto: true,
        email: mail('olivia.bennett'),
      },
    ],
    events: [
      {
        title: 'Model Car League: Round 3',
        dayOffset: -125,
        time: '13:00',
        location: 'Engineering Quad',
        description:
          'Eight 1:10-scale autonomous cars raced a taped track with a surprise obstacle. The winner used a camera and a tiny neural network; second place used two ultrasound sensors and stubbornness.',
        tags: ['competition', 'autonomy', 'racing'],
        participants: '8 teams, 70+ spectators',
      },
      {
        title: 'Rail Depot Visit',
        dayOffset: -63,
        time: '08:30',
        location: 'Departs from the Main Gate, Northgate campus',
        description:
          'Members toured a regional train maintenance depot, saw traction converters up close and learned how onboard diagnostics decide when a train comes in for service.',
        capacity: 24,
        tags: ['site visit', 'rail'],
        participants: '24',
      },
      {
        title: 'Model Car League: Round 4',
        dayOffset: 20,
        time: '13:00',
        location: 'Engineering Quad',
        description:
          "The league continues with a night track lit only by the cars' own lights. New teams welcome; a starter chassis is available on loan.",
        capacity: 12,
        registrationLink: register('vts-model-car-round-4'),
        tags: ['competition', 'autonomy'],
        registrations: 9,
      },
      {
        title: 'Talk: How Cars Will Talk to Traffic Lights',
        dayOffset: 55,
        time: '17:30',
        location: 'Maxwell Auditorium',
        description:
          'An overview of vehicle-to-everything (V2X) communication, the standards behind it and the pilot deployments already on the road.',
        capacity: 150,
        tags: ['talk', 'V2X'],
        registrations: 34,
      },
    ],
    achievements: [
      {
        title: 'Best Telemetry System, Student Formula Event',
        yearsAgo: 0,
        description:
          'The chapter-built telemetry system for the electric racing team was singled out by the judges for its live battery-temperature dashboard.',
        category: 'Innovation',
        awardedBy: 'Student Formula Electric Judges',
        recipient: 'Gabriel Moreau',
        value: 'Special Award',
      },
      {
        title: 'Chapter Project Grant',
        yearsAgo: 2,
        description: 'Funding for the first six model car chassis of the league.',
        category: 'Innovation',
        awardedBy: 'IEEE Vehicular Technology Society',
        recipient: 'IEEE Vehicular Technology Society',
        value: 'USD 750 grant',
      },
    ],
    gallery: [
      {
        caption: 'Cars on the grid before Round 3',
        height: 340,
        eventTitle: 'Model Car League: Round 3',
        photographer: 'Olivia Bennett',
        tags: ['racing'],
      },
      {
        caption: 'The surprise obstacle claims its first victim',
        height: 510,
        eventTitle: 'Model Car League: Round 3',
        tags: ['racing', 'autonomy'],
      },
      {
        caption: 'Traction converter bay at the rail depot',
        height: 730,
        eventTitle: 'Rail Depot Visit',
        photographer: 'Abdullah Karimi',
        tags: ['site visit', 'rail'],
      },
      {
        caption: 'Live battery temperatures on the telemetry dashboard',
        height: 390,
        tags: ['telemetry', 'racing team'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'industrial-electronics-society',
    name: 'IEEE Industrial Electronics Society',
    initials: 'IES',
    colours: ['#5c3317', '#e9c46a'],
    motif: 'circuit',
    description:
      'Power electronics, motor drives, embedded control and industrial networks. Members design converters that actually switch, learn to tune control loops on real motors and maintain a growing collection of lab-built inverters.',
    vision:
      'To be the chapter where students learn to make electronics that move, convert and control energy in real machines.',
    mission:
      'We build practical skill in power electronics and industrial control through design projects, lab nights and collaboration with local industry.',
    objectives: ul(
      'Run a power converter design project each year, from schematic to tested board',
      'Hold lab nights on motor control and control-loop tuning',
      'Teach safe practice for high-voltage and high-current work',
    ),
    studentMemberCount: 71,
    establishedYear: 2013,
    slate: [
      {
        name: 'Prof. Klaus Becker',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('k.becker'),
        bio: 'Professor of power electronics and former drives engineer.',
      },
      {
        name: 'Bongani Zulu',
        role: 'Chair',
        hasPhoto: true,
        email: mail('bongani.zulu'),
        linkedin: linkedin('bongani-zulu'),
        bio: 'Building a bidirectional charger for his final-year project.',
      },
      {
        name: 'Alina Kowalczyk',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('alina.kowalczyk'),
      },
      {
        name: 'Marco Ricci',
        role: 'Treasurer',
        hasPhoto: false,
        linkedin: linkedin('marco-ricci-pe'),
      },
      {
        name: 'Suda Chaiyaporn',
        role: 'Committee Member',
        hasPhoto: true,
        email: mail('suda.chaiyaporn'),
        bio: "Looks after the lab's isolation transformers and safety checks.",
      },
    ],
    events: [
      {
        title: 'Buck Converter Build-Along',
        dayOffset: -176,
        time: '14:00',
        location: 'Faraday Hall, Power Electronics Lab',
        description:
          'Participants built a 12 V to 5 V synchronous buck converter, measured its efficiency and found out exactly how hot a badly chosen inductor gets.',
        capacity: 20,
        tags: ['power electronics', 'hands-on'],
        participants: '20',
      },
      {
        title: 'Lab Night: Tuning a PID Speed Controller',
        dayOffset: -70,
        time: '18:00',
        location: 'Faraday Hall, Power Electronics Lab',
        description:
          'Members tuned speed loops on small DC motors, first by hand and then with a step-response method, and compared the results.',
        capacity: 16,
        tags: ['control', 'motors', 'lab night'],
        participants: '16',
      },
      {
        title: 'Lab Night: Field-Oriented Control',
        dayOffset: 38,
        time: '18:00',
        location: 'Faraday Hall, Power Electronics Lab',
        description:
          'Spin a brushless motor with field-oriented control on a microcontroller board. Some experience with PWM and C is helpful.',
        capacity: 16,
        registrationLink: register('ies-foc-lab-night'),
        tags: ['control', 'motors', 'lab night'],
        registrations: 13,
      },
    ],
    achievements: [
      {
        title: 'Future Energy Challenge: Finalist Team',
        yearsAgo: 1,
        description:
          'A student team reached the final round of an international converter design competition with a compact solar micro-inverter.',
        category: 'Competition',
        awardedBy: 'IEEE Power Electronics Society',
        recipient: 'IEEE Industrial Electronics Society',
        value: 'Finalist',
      },
      {
        title: 'Lab Safety Recognition',
        yearsAgo: 0,
        description: 'For writing the high-voltage safety induction now used in all power labs.',
        category: 'Leadership',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Suda Chaiyaporn',
      },
    ],
    gallery: [
      {
        caption: 'Thermal camera view of a struggling inductor',
        height: 450,
        eventTitle: 'Buck Converter Build-Along',
        tags: ['power electronics'],
      },
      {
        caption: 'Step responses compared on the scope',
        height: 300,
        eventTitle: 'Lab Night: Tuning a PID Speed Controller',
        photographer: 'Alina Kowalczyk',
        tags: ['control'],
      },
      {
        caption: 'The inverter collection, labelled by year',
        height: 810,
        tags: ['equipment'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'circuits-systems-society',
    name: 'IEEE Circuits and Systems Society',
    initials: 'CAS',
    colours: ['#001d3d', '#ffc300'],
    motif: 'circuit',
    description:
      'From breadboards to silicon. The chapter teaches PCB design, analogue circuits and FPGA development, and sends a student-designed chip through a shared multi-project wafer run every year or two.',
    vision:
      'A pipeline of students who can take a circuit idea all the way to a working board or a fabricated chip.',
    mission:
      'We make circuit design practical and social: design reviews, shared tools and plenty of blown fuses in a safe setting.',
    objectives: ul(
      'Teach a PCB design course that ends with every participant ordering a board',
      'Run FPGA workshops from blinking LEDs to soft processors',
      'Coordinate a student chip tape-out on a shared wafer run',
      'Hold peer design reviews before any board is sent for fabrication',
    ),
    studentMemberCount: 128,
    establishedYear: 2009,
    slate: [
      {
        name: 'Dr. Esther Mensah',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('e.mensah'),
        linkedin: linkedin('esther-mensah-ic'),
        bio: 'Analogue IC designer working on ultra-low-power sensor interfaces.',
      },
      {
        name: 'Dr. Paulo Santos',
        role: 'Deputy Advisor',
        hasPhoto: true,
        email: mail('p.santos'),
        bio: 'Teaches digital design and looks after the FPGA teaching lab.',
      },
      {
        name: 'Ravi Krishnan',
        role: 'Chair',
        hasPhoto: true,
        email: mail('ravi.krishnan'),
        linkedin: linkedin('ravi-krishnan-vlsi'),
        bio: "Led the chapter's first tape-out as a third-year student.",
      },
      {
        name: 'Sophie Dubois',
        role: 'Vice Chair',
        hasPhoto: false,
        email: mail('sophie.dubois'),
      },
      {
        name: 'Ikenna Obi',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('ikenna.obi'),
        bio: 'Runs the design-review rota and the board-order spreadsheet.',
      },
      {
        name: 'Hye-jin Choi',
        role: 'Treasurer',
        hasPhoto: true,
        linkedin: linkedin('hyejin-choi'),
      },
    ],
    events: [
      {
        title: 'PCB Design Course: Final Design Review',
        dayOffset: -210,
        time: '14:00',
        location: 'Faraday Hall, Room 212',
        description:
          'Twenty-six participants presented their first PCB layouts to a review panel before ordering. Most common catch: a footprint drawn from the top instead of the bottom.',
        tags: ['PCB', 'design review'],
        participants: '26',
      },
      {
        title: 'FPGA Workshop: Build a Tiny CPU',
        dayOffset: -98,
        time: '10:00',
        location: 'Faraday Hall, Digital Lab',
        description:
          'Over two days, participants built an eight-instruction processor in Verilog and ran a program that played a tune on a buzzer.',
        capacity: 30,
        tags: ['FPGA', 'digital design', 'workshop'],
        participants: '30',
      },
      {
        title: 'Chip Tape-out Celebration',
        dayOffset: -16,
        time: '17:00',
        location: 'Innovation Hub, Ground Floor',
        description:
          "The chapter's second student chip (a temperature sensor with an on-chip ADC) was submitted to a shared wafer run. The design team explained the layout over pizza.",
        tags: ['IC design', 'celebration'],
        participants: '60+',
      },
      {
        title: 'Analogue Circuits Clinic',
        dayOffset: 6,
        time: '16:00',
        location: 'Faraday Hall, Electronics Lab 1',
        description:
          'Bring a circuit that does not do what the textbook promised. Members and staff help debug op-amp, filter and transistor circuits.',
        capacity: 20,
        tags: ['analogue', 'debugging'],
        registrations: 5,
      },
      {
        title: 'PCB Design Course: Session 1',
        dayOffset: 52,
        time: '14:00',
        location: 'Faraday Hall, Room 212',
        description:
          'The first of six sessions: schematics, footprints and design rules using free, open-source design software. The course ends with you ordering your own board.',
        capacity: 30,
        registrationLink: register('cas-pcb-course'),
        tags: ['PCB', 'course'],
        registrations: 29,
      },
    ],
    achievements: [
      {
        title: 'Student Chip Design Contest: Silver',
        yearsAgo: 2,
        description:
          "The chapter's first tape-out, a ring-oscillator test chip, worked first time.",
        category: 'Competition',
        awardedBy: 'IEEE Circuits and Systems Society',
        recipient: 'Ravi Krishnan',
        value: 'Silver Award',
      },
      {
        title: 'Outstanding Chapter Activity',
        yearsAgo: 1,
        description: 'For running a PCB course that saw 26 students order their first boards.',
        category: 'Recognition',
        awardedBy: 'IEEE Region 10',
        recipient: 'IEEE Circuits and Systems Society',
      },
      {
        title: 'Top Undergraduate in Electronics',
        yearsAgo: 0,
        description: 'Highest overall mark in the electronics stream.',
        category: 'Academic Excellence',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Hye-jin Choi',
        value: "Dean's Medal",
      },
    ],
    gallery: [
      {
        caption: 'Layouts on the big screen at the design review',
        height: 420,
        eventTitle: 'PCB Design Course: Final Design Review',
        tags: ['PCB'],
      },
      {
        caption: 'A tiny CPU playing its first tune',
        height: 560,
        eventTitle: 'FPGA Workshop: Build a Tiny CPU',
        photographer: 'Ikenna Obi',
        tags: ['FPGA'],
      },
      {
        caption: 'The tape-out team with a poster of the chip layout',
        height: 900,
        eventTitle: 'Chip Tape-out Celebration',
        photographer: 'Sophie Dubois',
        tags: ['IC design'],
      },
      {
        caption: 'Freshly delivered boards from the PCB course',
        height: 310,
        tags: ['PCB'],
      },
      {
        caption: 'Pizza and layout talk at the tape-out celebration',
        height: 480,
        eventTitle: 'Chip Tape-out Celebration',
        tags: ['celebration'],
      },
    ],
  },
  {
    kind: 'society',
    slug: 'electron-devices-society',
    name: 'IEEE Electron Devices Society',
    initials: 'EDS',
    colours: ['#2d3142', '#ef8354'],
    motif: 'grid',
    description:
      'The newest society chapter in the branch, for students interested in what happens inside the transistor: semiconductor physics, device fabrication and characterisation. Members get supervised access to the clean room annex and the probe station.',
    vision:
      'Students who understand devices from the band diagram up, and who are ready for careers in semiconductor research and manufacturing.',
    mission:
      'To open up the physics and practice of electronic devices through clean-room tours, characterisation labs and talks from the semiconductor industry.',
    objectives: ul(
      'Offer clean-room induction and tours to interested members each term',
      'Run a device characterisation lab on the probe station',
      'Bring in speakers from semiconductor fabrication and equipment companies',
    ),
    studentMemberCount: 39,
    establishedYear: 2020,
    slate: [
      {
        name: 'Dr. Ananya Bose',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('a.bose'),
        bio: 'Researches wide-bandgap transistors for power conversion.',
      },
      {
        name: 'Felix Wagner',
        role: 'Chair',
        hasPhoto: true,
        email: mail('felix.wagner'),
        linkedin: linkedin('felix-wagner-semi'),
      },
      {
        name: 'Yasmin Farouk',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('yasmin.farouk'),
        bio: 'Physics student who discovered she prefers devices to equations.',
      },
    ],
    events: [
      {
        title: 'Clean Room Tour and Induction',
        dayOffset: -104,
        time: '10:00',
        location: 'Clean Room Annex, Engineering Block D',
        description:
          'Gowning, safety rules and a walk through lithography, etching and deposition with the clean-room manager.',
        capacity: 10,
        tags: ['clean room', 'fabrication', 'tour'],
        participants: '10',
      },
      {
        title: 'Probe Station Lab: Measuring Transistor Curves',
        dayOffset: -37,
        time: '14:00',
        location: 'Clean Room Annex, Characterisation Lab',
        description:
          'Participants measured output and transfer characteristics of test transistors on a wafer and extracted threshold voltage and mobility.',
        capacity: 12,
        tags: ['characterisation', 'lab'],
        participants: '12',
      },
      {
        title: 'Talk: Inside a Modern Semiconductor Fab',
        dayOffset: 27,
        time: '17:00',
        location: 'Faraday Hall, Room 108',
        description:
          'A process engineer describes life in a high-volume fab: shifts, yield, defects and why a speck of dust costs so much.',
        capacity: 80,
        registrationLink: register('eds-fab-talk'),
        tags: ['talk', 'industry'],
        registrations: 30,
      },
    ],
    achievements: [
      {
        title: 'New Chapter Start-up Grant',
        yearsAgo: 5,
        description:
          "Seed funding that paid for the chapter's first clean-room induction sessions.",
        category: 'Leadership',
        awardedBy: 'IEEE Electron Devices Society',
        recipient: 'IEEE Electron Devices Society',
        value: 'USD 500 grant',
      },
    ],
    gallery: [
      {
        caption: 'Gowned up for the clean room',
        height: 640,
        eventTitle: 'Clean Room Tour and Induction',
        tags: ['clean room'],
      },
      {
        caption: 'Probe needles landing on a test transistor',
        height: 380,
        eventTitle: 'Probe Station Lab: Measuring Transistor Curves',
        photographer: 'Yasmin Farouk',
        tags: ['characterisation'],
      },
      {
        caption: 'Yellow light in the lithography bay',
        height: 520,
        eventTitle: 'Clean Room Tour and Induction',
        tags: ['fabrication'],
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Councils
  // ---------------------------------------------------------------------------------------------
  {
    kind: 'council',
    slug: 'sensors-council',
    name: 'IEEE Sensors Council',
    initials: 'SEN',
    colours: ['#004d40', '#64ffda'],
    motif: 'dots',
    description:
      'A cross-disciplinary council for everyone who measures things: temperature, strain, air quality, motion, light. It runs the campus air-quality sensor network and lends out a well-stocked sensor library to student projects in any department.',
    vision:
      'A campus instrumented by its own students, with open data that anyone can use for teaching and research.',
    mission:
      'We connect students from electrical, mechanical, chemical and environmental engineering around the design, calibration and use of sensors.',
    objectives: ul(
      'Operate and expand the campus air-quality sensor network with open data',
      'Lend sensors and data loggers to student projects from any department',
      'Teach calibration and uncertainty so that measurements can be trusted',
      'Run an annual sensing challenge with a real campus problem',
    ),
    studentMemberCount: 112,
    establishedYear: 2015,
    email: 'sensors@ieee-sb.example.edu',
    phone: '+1 555 0121',
    website: 'https://ieee-sb.example.edu/sensors-council',
    location: 'Faraday Hall, Room 112',
    slate: [
      {
        name: 'Dr. Rosa Jiménez',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('r.jimenez'),
        linkedin: linkedin('rosa-jimenez-sensors'),
        bio: 'Develops printed gas sensors and chairs the faculty lab safety group.',
      },
      {
        name: 'Kofi Boateng',
        role: 'Chair',
        hasPhoto: true,
        email: mail('kofi.boateng'),
        linkedin: linkedin('kofi-boateng'),
        bio: 'Environmental engineering student who built the first air-quality node.',
      },
      {
        name: 'Elin Johansson',
        role: 'Vice Chair',
        hasPhoto: true,
        email: mail('elin.johansson'),
      },
      {
        name: 'Arash Tehrani',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('arash.tehrani'),
        bio: 'Keeps the sensor library catalogue up to date.',
      },
      {
        name: 'Meera Pillai',
        role: 'Treasurer',
        hasPhoto: true,
        linkedin: linkedin('meera-pillai'),
      },
    ],
    events: [
      {
        title: 'Air-Quality Node Build Day',
        dayOffset: -244,
        time: '10:00',
        location: 'Innovation Hub, Maker Space',
        description:
          'Volunteers assembled and calibrated twelve particulate and CO2 sensor nodes, now mounted on buildings across campus.',
        tags: ['build day', 'air quality', 'open data'],
        participants: '32',
      },
      {
        title: 'Calibration Matters: A Practical Workshop',
        dayOffset: -82,
        time: '14:00',
        location: 'Faraday Hall, Instrumentation Lab',
        description:
          'Participants calibrated thermistors against a reference, calculated uncertainty budgets and discovered how far off an uncalibrated sensor can be.',
        capacity: 24,
        tags: ['workshop', 'calibration', 'metrology'],
        participants: '24',
      },
      {
        title: 'Sensing Challenge: Quiet Study Spaces',
        dayOffset: -25,
        time: '09:00',
        location: 'Hopper Library, Group Study Area',
        description:
          'Teams designed privacy-respecting noise and occupancy sensors to help students find a quiet place to study. The winning design is being piloted in the library.',
        organizer: 'Kofi Boateng',
        tags: ['competition', 'IoT'],
        participants: '11 teams',
      },
      {
        title: 'Open Data Hack: One Year of Campus Air',
        dayOffset: 14,
        time: '13:00',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          'Explore a full year of data from the campus air-quality network. Visualise it, model it, question it. All skill levels welcome.',
        capacity: 50,
        registrationLink: register('sensors-open-data-hack'),
        tags: ['hackathon', 'open data', 'air quality'],
        registrations: 37,
      },
      {
        title: 'Sensor Library Drop-in',
        dayOffset: 45,
        time: '12:00',
        location: 'Faraday Hall, Room 112',
        description:
          'Not sure which sensor your project needs? Drop in and borrow one, with advice on wiring and calibration included.',
        tags: ['drop-in', 'equipment'],
        registrations: 0,
      },
    ],
    achievements: [
      {
        title: 'Campus Open Data Award',
        yearsAgo: 0,
        description:
          'The air-quality network data is now used in three taught modules and two research projects.',
        category: 'Innovation',
        awardedBy: 'Northgate University Library',
        recipient: 'IEEE Sensors Council',
      },
      {
        title: 'Best Student Demo, Regional Sensors Workshop',
        yearsAgo: 1,
        description: 'A live demonstration of a solar-powered particulate sensor node.',
        category: 'Research',
        awardedBy: 'IEEE Sensors Council',
        recipient: 'Kofi Boateng',
        value: 'Best Demo',
      },
    ],
    gallery: [
      {
        caption: 'Twelve air-quality nodes ready for deployment',
        height: 430,
        eventTitle: 'Air-Quality Node Build Day',
        photographer: 'Elin Johansson',
        tags: ['air quality'],
      },
      {
        caption: 'Mounting a node on the Faraday Hall roof',
        height: 870,
        eventTitle: 'Air-Quality Node Build Day',
        tags: ['deployment'],
      },
      {
        caption: 'Thermistors in the calibration bath',
        height: 350,
        eventTitle: 'Calibration Matters: A Practical Workshop',
        tags: ['calibration'],
      },
      {
        caption: "Winning team's quiet-space sensor prototype",
        height: 600,
        eventTitle: 'Sensing Challenge: Quiet Study Spaces',
        photographer: 'Meera Pillai',
        tags: ['competition'],
      },
    ],
  },
  {
    kind: 'council',
    slug: 'nanotechnology-council',
    name: 'IEEE Nanotechnology Council',
    initials: 'NTC',
    colours: ['#311b92', '#b39ddb'],
    motif: 'dots',
    description:
      'Small things, big questions. The council brings together engineering, physics, chemistry and materials students interested in nanoscale devices, materials and measurement, with regular seminars and microscope sessions.',
    vision:
      'A campus community that can talk across disciplines about the nanoscale and turn that conversation into research.',
    mission:
      'We foster interdisciplinary learning in nanotechnology through seminars, imaging sessions and introductions to research groups.',
    objectives: ul(
      'Host a monthly interdisciplinary nano seminar with a student speaker',
      'Organise supervised sessions on the electron and atomic-force microscopes',
      'Help undergraduates find nanotechnology research placements',
    ),
    studentMemberCount: 58,
    establishedYear: 2017,
    email: 'nano@ieee-sb.example.edu',
    phone: '+1 555 0127',
    website: 'https://ieee-sb.example.edu/nanotechnology-council',
    location: 'Materials Science Building, Room 3.08',
    slate: [
      {
        name: 'Prof. Dmitri Sokolov',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('d.sokolov'),
        bio: 'Studies graphene devices and teaches the nanotechnology elective.',
      },
      {
        name: 'Chen Yu',
        role: 'Chair',
        hasPhoto: true,
        email: mail('chen.yu'),
        linkedin: linkedin('chen-yu-nano'),
        bio: 'Materials science student who images everything at 50,000x.',
      },
      {
        name: 'Tessa Morgan',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('tessa.morgan'),
      },
      {
        name: 'Ibrahim Diallo',
        role: 'Committee Member',
        hasPhoto: true,
        linkedin: linkedin('ibrahim-diallo'),
      },
    ],
    events: [
      {
        title: 'Seeing Atoms: AFM Imaging Session',
        dayOffset: -128,
        time: '13:00',
        location: 'Materials Science Building, Microscopy Suite',
        description:
          'Small groups imaged graphite and a DVD surface with the atomic-force microscope and learned to tell real features from artefacts.',
        capacity: 9,
        tags: ['microscopy', 'hands-on'],
        participants: '9',
      },
      {
        title: 'Nano Seminar: Quantum Dots in Displays',
        dayOffset: -33,
        time: '16:30',
        location: 'Materials Science Building, Room 3.08',
        description:
          'A PhD student explained how quantum dots make display colours purer, and the chemistry and device engineering that makes them stable.',
        tags: ['seminar', 'materials'],
        participants: '34',
      },
      {
        title: 'Nano Seminar: Memristors and Brain-Inspired Computing',
        dayOffset: 21,
        time: '16:30',
        location: 'Materials Science Building, Room 3.08',
        description:
          'Can a nanoscale resistor with memory act like a synapse? A look at the devices and the circuits being built from them.',
        capacity: 45,
        tags: ['seminar', 'devices'],
        registrations: 15,
      },
    ],
    achievements: [
      {
        title: 'Interdisciplinary Seminar Series Recognition',
        yearsAgo: 1,
        description:
          'For running thirty consecutive monthly seminars with speakers from five departments.',
        category: 'Recognition',
        awardedBy: 'Northgate University Graduate School',
        recipient: 'IEEE Nanotechnology Council',
      },
      {
        title: 'Summer Research Placement',
        yearsAgo: 0,
        description: 'Ten weeks in a national laboratory studying 2D material transistors.',
        category: 'Research',
        awardedBy: 'IEEE Nanotechnology Council',
        recipient: 'Chen Yu',
        value: 'Research placement',
      },
    ],
    gallery: [
      {
        caption: 'Graphite terraces imaged by AFM',
        height: 400,
        eventTitle: 'Seeing Atoms: AFM Imaging Session',
        photographer: 'Chen Yu',
        tags: ['microscopy'],
      },
      {
        caption: 'Quantum dot samples glowing under UV light',
        height: 680,
        eventTitle: 'Nano Seminar: Quantum Dots in Displays',
        tags: ['materials'],
      },
      {
        caption: 'Adjusting the AFM cantilever',
        height: 330,
        eventTitle: 'Seeing Atoms: AFM Imaging Session',
        tags: ['hands-on'],
      },
    ],
  },
  {
    kind: 'council',
    slug: 'systems-council',
    name: 'IEEE Systems Council',
    initials: 'SYS',
    colours: ['#263238', '#80cbc4'],
    motif: 'grid',
    description:
      'Systems engineering for students who want to see the whole picture: requirements, architecture, trade-offs and verification. The council coaches student project teams in systems practice and runs a yearly systems design case competition.',
    vision:
      'Student project teams that know what they are building and why, before they start building it.',
    mission:
      'We teach systems thinking and systems engineering methods through coaching, case competitions and conversations with engineers who manage complex projects.',
    objectives: ul(
      'Coach student competition teams in requirements and interface management',
      'Run an annual systems design case competition',
      'Host talks on systems engineering in aerospace, healthcare and infrastructure',
      'Introduce model-based systems engineering tools to interested members',
    ),
    studentMemberCount: 64,
    establishedYear: 2016,
    email: 'systems@ieee-sb.example.edu',
    phone: '+1 555 0133',
    website: 'https://ieee-sb.example.edu/systems-council',
    location: 'Engineering Block A, Room 2.21',
    slate: [
      {
        name: 'Dr. Gareth Hughes',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('g.hughes'),
        linkedin: linkedin('gareth-hughes-se'),
        bio: 'Spent a decade as a systems engineer on rail signalling projects.',
      },
      {
        name: 'Nadia Benali',
        role: 'Chair',
        hasPhoto: true,
        email: mail('nadia.benali'),
        bio: 'Systems lead for the CubeSat team and the electric racing team.',
      },
      {
        name: 'Jonas Berg',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('jonas.berg'),
        linkedin: linkedin('jonas-berg'),
      },
      {
        name: 'Priscilla Owusu',
        role: 'Treasurer',
        hasPhoto: false,
      },
    ],
    events: [
      {
        title: 'Systems Design Case Competition',
        dayOffset: -155,
        time: '09:00',
        location: 'Engineering Block A, Room 2.21',
        description:
          'Teams had eight hours to produce a concept of operations and architecture for a city flood-warning system, judged by engineers from a consultancy.',
        tags: ['competition', 'case study'],
        participants: '9 teams',
      },
      {
        title: 'Requirements Clinic for Project Teams',
        dayOffset: -46,
        time: '15:00',
        location: 'Engineering Block A, Room 2.21',
        description:
          'Four student project teams reviewed their requirements with council coaches. Several "requirements" turned out to be design decisions in disguise.',
        tags: ['coaching', 'requirements'],
        participants: '28',
      },
      {
        title: 'Introduction to SysML',
        dayOffset: 34,
        time: '14:00',
        location: 'Lovelace Centre, Lab 1.05',
        description:
          'Model a small drone system with block, activity and requirement diagrams, and see how models catch interface mismatches early.',
        capacity: 30,
        registrationLink: register('systems-sysml-intro'),
        tags: ['workshop', 'MBSE'],
        registrations: 12,
      },
    ],
    achievements: [
      {
        title: 'Student Leadership in Systems Practice',
        yearsAgo: 0,
        description:
          'For introducing interface control documents across three student competition teams.',
        category: 'Leadership',
        awardedBy: 'IEEE Systems Council',
        recipient: 'Nadia Benali',
      },
    ],
    gallery: [
      {
        caption: 'Architecture sketches on the case-competition wall',
        height: 570,
        eventTitle: 'Systems Design Case Competition',
        tags: ['competition'],
      },
      {
        caption: 'Judges reviewing a concept of operations',
        height: 360,
        eventTitle: 'Systems Design Case Competition',
        photographer: 'Jonas Berg',
        tags: ['competition'],
      },
      {
        caption: 'Sticky notes, many sticky notes',
        height: 740,
        eventTitle: 'Requirements Clinic for Project Teams',
        tags: ['coaching'],
      },
    ],
  },
  {
    kind: 'council',
    slug: 'biometrics-council',
    name: 'IEEE Biometrics Council',
    initials: 'BIO',
    colours: ['#4a148c', '#ea80fc'],
    motif: 'rings',
    description:
      'Fingerprints, faces, voices and gaits: the council explores how people can be recognised by machines, and when they should not be. Technical workshops sit side by side with debates on privacy, fairness and consent.',
    vision:
      'Engineers who can build accurate biometric systems and who take responsibility for how they are used.',
    mission:
      'We study biometric technology critically, combining hands-on experiments with open discussion of its social impact.',
    objectives: ul(
      'Run practical workshops on fingerprint, face and speaker recognition',
      'Hold a yearly public debate on biometrics, privacy and the law',
      'Promote fairness testing across demographic groups in student projects',
    ),
    studentMemberCount: 45,
    establishedYear: 2019,
    email: 'biometrics@ieee-sb.example.edu',
    phone: '+1 555 0138',
    website: 'https://ieee-sb.example.edu/biometrics-council',
    location: 'Lovelace Centre, Room 3.02',
    slate: [
      {
        name: 'Dr. Nkechi Obiora',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('n.obiora'),
        bio: 'Researches presentation-attack detection for face recognition.',
      },
      {
        name: 'Arman Petrosyan',
        role: 'Chair',
        hasPhoto: true,
        email: mail('arman.petrosyan'),
        linkedin: linkedin('arman-petrosyan'),
      },
      {
        name: 'Lucía Navarro',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('lucia.navarro'),
        bio: 'Law and computer science joint-degree student.',
      },
    ],
    events: [
      {
        title: 'Fool the Scanner: Presentation Attack Workshop',
        dayOffset: -108,
        time: '15:00',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          'Participants tried to spoof a fingerprint reader with gelatine and printed photos (with consent and sacrificial hardware), then learned how liveness detection stops them.',
        capacity: 20,
        tags: ['workshop', 'security'],
        participants: '20',
      },
      {
        title: 'Debate: Should Campuses Use Face Recognition?',
        dayOffset: -41,
        time: '18:00',
        location: 'Student Union, Hall B',
        description:
          'Two student teams debated face recognition for building access. The audience vote swung from 48% in favour to 31% by the end.',
        tags: ['debate', 'privacy', 'ethics'],
        participants: '110+',
      },
      {
        title: 'Speaker Recognition Hands-on',
        dayOffset: 48,
        time: '15:00',
        location: 'Lovelace Centre, Lab 2.14',
        description:
          'Build a small speaker-verification system from voice recordings you collect yourselves, then measure how it performs across accents.',
        capacity: 24,
        registrationLink: register('biometrics-speaker-recognition'),
        tags: ['workshop', 'speech', 'fairness'],
        registrations: 10,
      },
    ],
    achievements: [
      {
        title: 'Ethics in Engineering Prize',
        yearsAgo: 0,
        description:
          'For a student report on demographic performance differences in open-source face recognition models.',
        category: 'Academic Excellence',
        awardedBy: 'University Engineering Faculty',
        recipient: 'Lucía Navarro',
        value: 'Faculty Prize',
      },
    ],
    gallery: [
      {
        caption: 'Gelatine fingerprints drying on the bench',
        height: 390,
        eventTitle: 'Fool the Scanner: Presentation Attack Workshop',
        tags: ['workshop'],
      },
      {
        caption: 'The audience vote swings live on screen',
        height: 610,
        eventTitle: 'Debate: Should Campuses Use Face Recognition?',
        photographer: 'Arman Petrosyan',
        tags: ['debate'],
      },
      {
        caption: 'Debaters after the final round',
        height: 320,
        eventTitle: 'Debate: Should Campuses Use Face Recognition?',
        tags: ['debate'],
      },
    ],
  },
  {
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
  },
  {
    kind: 'council',
    slug: 'superconductivity-council',
    name: 'IEEE Council on Superconductivity',
    initials: 'CSC',
    colours: ['#0d1b2a', '#76c7f0'],
    motif: 'rings',
    description:
      'A small council with a very cold lab. Members explore superconducting materials, magnets and electronics, from levitation demonstrations with liquid nitrogen to the superconducting circuits behind some quantum computers.',
    vision:
      'To spark lasting curiosity about superconductivity and its role in energy, medicine and computing.',
    mission:
      'We make superconductivity accessible through safe demonstrations, seminars and visits to laboratories that use it.',
    objectives: ul(
      'Give levitation demonstrations at open days and school visits',
      'Host seminars on superconducting magnets, cables and qubits',
      'Arrange visits to MRI and cryogenics facilities',
    ),
    studentMemberCount: 27,
    establishedYear: 2021,
    email: 'superconductivity@ieee-sb.example.edu',
    phone: '+1 555 0151',
    website: 'https://ieee-sb.example.edu/superconductivity-council',
    location: 'Physics Building, Cryogenics Lab',
    slate: [
      {
        name: 'Prof. Annelise Vogt',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('a.vogt'),
        bio: 'Experimental physicist working on high-temperature superconducting tapes.',
      },
      {
        name: 'Mateus Oliveira',
        role: 'Chair',
        hasPhoto: true,
        email: mail('mateus.oliveira'),
        linkedin: linkedin('mateus-oliveira'),
        bio: 'Physics student and liquid-nitrogen safety officer.',
      },
      {
        name: 'Hana Yamamoto',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('hana.yamamoto'),
      },
    ],
    events: [
      {
        title: 'Levitation Demo Day',
        dayOffset: -96,
        time: '11:00',
        location: 'Physics Building Foyer',
        description:
          'A superconducting puck floated along a magnetic track all afternoon while members explained flux pinning to a steady crowd.',
        tags: ['demonstration', 'outreach'],
        participants: '200+ visitors',
      },
      {
        title: 'Visit to the Hospital MRI Suite',
        dayOffset: -29,
        time: '09:00',
        location: 'Northgate University Hospital, Imaging Department',
        description:
          'A medical physicist showed members how the MRI magnet is kept superconducting, and why nobody brings a wheelchair into the room.',
        capacity: 12,
        tags: ['site visit', 'medical imaging'],
        participants: '12',
      },
      {
        title: 'Seminar: Superconducting Qubits',
        dayOffset: 57,
        time: '16:00',
        location: 'Physics Building, Lecture Room 2',
        description:
          'How Josephson junctions become qubits, why they need to be colder than outer space, and what engineers do to keep them coherent.',
        capacity: 50,
        registrationLink: register('superconductivity-qubits-seminar'),
        tags: ['seminar', 'quantum'],
        registrations: 26,
      },
    ],
    achievements: [
      {
        title: 'Public Engagement Award',
        yearsAgo: 1,
        description: 'For levitation demonstrations at four schools and the university open day.',
        category: 'Community Service',
        awardedBy: 'Northgate University Outreach Office',
        recipient: 'IEEE Council on Superconductivity',
      },
    ],
    gallery: [
      {
        caption: 'The puck floats, the crowd gasps',
        height: 580,
        eventTitle: 'Levitation Demo Day',
        photographer: 'Hana Yamamoto',
        tags: ['demonstration'],
      },
      {
        caption: 'Liquid nitrogen fog over the track',
        height: 830,
        eventTitle: 'Levitation Demo Day',
        tags: ['demonstration'],
      },
      {
        caption: 'Members outside the MRI suite',
        height: 300,
        eventTitle: 'Visit to the Hospital MRI Suite',
        tags: ['site visit'],
      },
    ],
  },
  {
    kind: 'council',
    slug: 'rfid-council',
    name: 'IEEE Council on RFID',
    initials: 'RFID',
    colours: ['#3e2723', '#ffab40'],
    motif: 'waves',
    description:
      'The youngest council in the branch, focused on radio-frequency identification and the wider world of battery-free sensing: tags, readers, backscatter and the supply chains and libraries that use them.',
    vision:
      'A campus where students understand the invisible radio conversations happening in every access card and library book.',
    mission:
      'We explore RFID and backscatter technology through tinkering, security research and projects with campus services.',
    objectives: ul(
      'Run an introductory RFID workshop for new members each term',
      'Study the security of common tag types responsibly and share findings with campus services',
      'Prototype a battery-free sensor tag project each year',
    ),
    studentMemberCount: 34,
    establishedYear: 2022,
    email: 'rfid@ieee-sb.example.edu',
    phone: '+1 555 0156',
    website: 'https://ieee-sb.example.edu/rfid-council',
    location: 'Faraday Hall, Room 118',
    slate: [
      {
        name: 'Dr. Tobias Lindgren',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('t.lindgren'),
        bio: 'Works on backscatter communication for battery-free sensors.',
      },
      {
        name: 'Ayesha Malik',
        role: 'Chair',
        hasPhoto: true,
        email: mail('ayesha.malik'),
        linkedin: linkedin('ayesha-malik-rfid'),
        bio: 'Founded the council after a summer internship at a logistics company.',
      },
      {
        name: 'Connor Reid',
        role: 'Secretary',
        hasPhoto: true,
        email: mail('connor.reid'),
      },
      {
        name: 'Ines Carvalho',
        role: 'Committee Member',
        hasPhoto: false,
        linkedin: linkedin('ines-carvalho'),
      },
    ],
    events: [
      {
        title: 'What Is in Your Access Card? RFID Workshop',
        dayOffset: -85,
        time: '14:00',
        location: 'Faraday Hall, Room 118',
        description:
          'Participants read the public identifiers of sample cards, learned the difference between low, high and ultra-high frequency tags, and discussed what should never be stored on a card.',
        capacity: 25,
        tags: ['workshop', 'security'],
        participants: '25',
      },
      {
        title: 'Library Stock-Take with UHF Readers',
        dayOffset: -18,
        time: '08:00',
        location: 'Hopper Library',
        description:
          'Members helped library staff trial handheld UHF readers for a stock-take, scanning shelves in minutes instead of days.',
        tags: ['project', 'campus services'],
        participants: '10',
      },
      {
        title: 'Build a Battery-Free Sensor Tag',
        dayOffset: 62,
        time: '13:00',
        location: 'Innovation Hub, Maker Space',
        description:
          "Assemble a tag that harvests energy from a reader's signal and reports temperature without a battery.",
        capacity: 16,
        registrationLink: register('rfid-battery-free-tag'),
        tags: ['hands-on', 'energy harvesting'],
        registrations: 4,
      },
    ],
    achievements: [
      {
        title: 'Campus Services Collaboration Award',
        yearsAgo: 0,
        description: 'For the library stock-take trial, which the library now plans to adopt.',
        category: 'Innovation',
        awardedBy: 'Northgate University Library',
        recipient: 'IEEE Council on RFID',
      },
    ],
    gallery: [
      {
        caption: 'Scanning a shelf of books in seconds',
        height: 650,
        eventTitle: 'Library Stock-Take with UHF Readers',
        photographer: 'Connor Reid',
        tags: ['project'],
      },
      {
        caption: 'Tags of every shape and frequency',
        height: 370,
        eventTitle: 'What Is in Your Access Card? RFID Workshop',
        tags: ['workshop'],
      },
      {
        caption: 'Reader antenna on the returns trolley',
        height: 470,
        eventTitle: 'Library Stock-Take with UHF Readers',
        tags: ['campus services'],
      },
    ],
  },
  {
    kind: 'council',
    slug: 'transportation-electrification-council',
    name: 'IEEE Transportation Electrification Council',
    initials: 'TEC',
    colours: ['#1b5e20', '#c6ff00'],
    motif: 'circuit',
    description:
      'Electric cars, buses, bikes, boats and aircraft: the council looks at the batteries, motors, power electronics and charging infrastructure behind them. It works closely with the Power & Energy and Vehicular Technology chapters.',
    vision:
      'Engineers who can electrify transport responsibly, from the battery cell to the grid connection.',
    mission:
      'We bring together students from power, vehicle and mechanical engineering to learn about and work on electrified transport.',
    objectives: ul(
      'Run a battery management workshop with real cells and safe procedures',
      'Map and study the use of electric-vehicle chargers on campus',
      'Organise an annual e-mobility expo with local companies and student projects',
    ),
    studentMemberCount: 76,
    establishedYear: 2023,
    email: 'tec@ieee-sb.example.edu',
    phone: '+1 555 0163',
    website: 'https://ieee-sb.example.edu/transportation-electrification-council',
    location: 'Faraday Hall, Room 120',
    slate: [
      {
        name: 'Dr. Olusegun Adebayo',
        role: 'Advisor',
        hasPhoto: true,
        email: mail('o.adebayo'),
        linkedin: linkedin('olusegun-adebayo'),
        bio: 'Researches battery ageing and fast-charging strategies.',
      },
      {
        name: 'Astrid Nilsen',
        role: 'Chair',
        hasPhoto: true,
        email: mail('astrid.nilsen'),
        bio: 'Battery lead on the electric racing team.',
      },
      {
        name: 'Karan Malhotra',
        role: 'Vice Chair',
        hasPhoto: true,
        linkedin: linkedin('karan-malhotra-ev'),
      },
      {
        name: 'Rebecca Stone',
        role: 'Secretary',
        hasPhoto: false,
        email: mail('rebecca.stone'),
      },
      {
        name: 'Youssef Benjelloun',
        role: 'Treasurer',
        hasPhoto: true,
        email: mail('youssef.benjelloun'),
        bio: 'Converted his own bicycle to electric and documented every mistake.',
      },
    ],
    events: [
      {
        title: 'Battery Management Systems Workshop',
        dayOffset: -118,
        time: '10:00',
        location: 'Faraday Hall, Power Electronics Lab',
        description:
          'Participants balanced a small lithium-ion pack, estimated state of charge and saw why thermal runaway is taken very seriously. Fire-safety briefing included.',
        capacity: 18,
        tags: ['workshop', 'batteries', 'safety'],
        participants: '18',
      },
      {
        title: 'Campus EV Charger Study Presentation',
        dayOffset: -52,
        time: '16:00',
        location: 'Engineering Block A, Room 2.21',
        description:
          'A term of logging data from the campus car-park chargers showed when they are busy, when they sit idle and where two more would help most.',
        tags: ['study', 'charging', 'presentation'],
        participants: '40',
      },
      {
        title: 'E-Mobility Expo',
        dayOffset: -5,
        time: '11:00',
        location: 'Engineering Quad',
        description:
          'Electric bikes, scooters, the racing car and a borrowed electric bus filled the quad. Local companies talked placements and visitors test-rode e-bikes.',
        organizer: 'Astrid Nilsen',
        tags: ['expo', 'industry', 'outreach'],
        participants: '300+',
      },
      {
        title: 'Talk: Charging the Grid of Tomorrow',
        dayOffset: 71,
        time: '17:00',
        location: 'Maxwell Auditorium',
        description:
          'A distribution network engineer on what millions of electric vehicles mean for local substations, and how smart charging can help.',
        capacity: 150,
        registrationLink: register('tec-charging-talk'),
        tags: ['talk', 'grid', 'charging'],
        registrations: 47,
      },
    ],
    achievements: [
      {
        title: 'Campus Sustainability Project Grant',
        yearsAgo: 0,
        description: 'Funding to install charger data loggers and publish the usage data.',
        category: 'Research',
        awardedBy: 'Northgate University Sustainability Office',
        recipient: 'IEEE Transportation Electrification Council',
        value: 'USD 1,200 grant',
      },
      {
        title: 'Student Leadership Award',
        yearsAgo: 1,
        description:
          'For founding the council and bringing three chapters together around e-mobility.',
        category: 'Leadership',
        awardedBy: 'IEEE Region 10',
        recipient: 'Astrid Nilsen',
      },
    ],
    gallery: [
      {
        caption: 'Test rides at the E-Mobility Expo',
        height: 540,
        eventTitle: 'E-Mobility Expo',
        photographer: 'Youssef Benjelloun',
        tags: ['expo'],
      },
      {
        caption: 'The electric bus parked on the quad',
        height: 350,
        eventTitle: 'E-Mobility Expo',
        tags: ['expo'],
      },
      {
        caption: 'Cell voltages on the BMS display',
        height: 760,
        eventTitle: 'Battery Management Systems Workshop',
        tags: ['batteries'],
      },
      {
        caption: 'Charger usage heat map',
        height: 420,
        eventTitle: 'Campus EV Charger Study Presentation',
        photographer: 'Karan Malhotra',
        tags: ['charging'],
      },
    ],
  },
];

const branchSlate: SampleMember[] = [
  {
    name: 'Prof. Catherine Ndlovu',
    role: 'Advisor',
    hasPhoto: true,
    email: mail('c.ndlovu'),
    linkedin: linkedin('catherine-ndlovu'),
    phone: '+1 555 0102',
    bio: 'Professor of electrical engineering and branch counsellor for the past eight years.',
  },
  {
    name: 'Dr. Javier Morales',
    role: 'Deputy Advisor',
    hasPhoto: true,
    email: mail('j.morales'),
    bio: 'Senior lecturer in embedded systems who looks after the branch budget and lab access.',
  },
  {
    name: 'Aaliyah Johnson',
    role: 'Chair',
    hasPhoto: true,
    email: mail('aaliyah.johnson'),
    linkedin: linkedin('aaliyah-johnson-ieee'),
    bio: 'Final-year electrical engineering student who joined the branch at her first welcome fair.',
  },
  {
    name: 'Nguyen Minh Anh',
    role: 'Vice Chair',
    hasPhoto: true,
    email: mail('minhanh.nguyen'),
    linkedin: linkedin('minh-anh-nguyen'),
    bio: 'Coordinates the events calendar across all twenty-eight chapters and councils.',
  },
  {
    name: 'Sebastian Kruger',
    role: 'Secretary',
    hasPhoto: false,
    email: mail('sebastian.kruger'),
    bio: 'Keeps the minutes, the constitution and the shared drive in order.',
  },
  {
    name: 'Halima Yusuf',
    role: 'Treasurer',
    hasPhoto: true,
    email: mail('halima.yusuf'),
    linkedin: linkedin('halima-yusuf'),
    bio: 'Accounting minor who manages chapter allocations and sponsorship.',
  },
  {
    name: 'Mikael Virtanen',
    role: 'Web Master',
    hasPhoto: true,
    email: mail('mikael.virtanen'),
    linkedin: linkedin('mikael-virtanen'),
    bio: 'Looks after this website and the branch newsletter mailing list.',
  },
  {
    name: 'Gabriela Souza',
    role: 'Committee Member',
    hasPhoto: false,
    linkedin: linkedin('gabriela-souza'),
    bio: 'First-year representative and welcome-fair organiser.',
  },
];

export const sampleSite: SampleSite = {
  branch: {
    name: `IEEE Student Branch, ${UNIVERSITY}`,
    slug: 'branch',
    initials: 'SB',
    colours: ['#00629b', '#9ad9f5'],
    description: `The IEEE Student Branch at ${UNIVERSITY} is the home of twenty society chapters and eight councils, run by students for students. Together they organise workshops, competitions, talks, site visits and outreach throughout the academic year, and welcome anyone curious about electrical, electronic and computing technology.`,
    vision:
      'A student community where curiosity about technology turns into skill, friendship and a lasting commitment to using engineering for the benefit of people.',
    mission:
      'To give every student at the university access to hands-on learning, professional networks and leadership experience through IEEE, and to support the chapters and councils that make it happen.',
    objectives: ul(
      'Support twenty society chapters and eight councils with funding, rooms and advice',
      'Offer <strong>two to three events every month</strong> of the academic year across all disciplines',
      'Help students build professional networks with alumni, industry and IEEE volunteers',
      'Develop student leaders through committee roles, training and recognition',
      'Reach out to local schools and the community to share what engineers do',
    ),
    email: 'contact@ieee-sb.example.edu',
    phone: '+1 555 0100',
    location: 'Faraday Hall, Room 110 (IEEE Student Branch Office)',
    slate: branchSlate,
  },
  heroSlides: [
    {
      title: 'Build, learn and lead with IEEE',
      caption: `Twenty-eight chapters and councils, one student branch at ${UNIVERSITY}.`,
      alt: 'IEEE-blue banner with a faint pattern of circuit traces behind the large white letters "IEEE" and the words "Student Branch, Northgate University".',
      art: {
        colours: ['#00629b', '#9ad9f5'],
        label: 'IEEE',
        subtitle: `Student Branch, ${UNIVERSITY}`,
        motif: 'circuit',
      },
    },
    {
      title: 'Something on every month',
      caption:
        'Hackathons, lab nights, site visits and talks: two to three events a month, open to all students.',
      alt: 'Deep purple banner with soft wave lines and the white word "EVENTS" above the line "Workshops, hackathons, talks and visits".',
      art: {
        colours: ['#3c096c', '#c77dff'],
        label: 'EVENTS',
        subtitle: 'Workshops, hackathons, talks and visits',
        motif: 'waves',
      },
    },
    {
      title: 'Find your people',
      caption:
        'From robotics to remote sensing, there is a chapter for whatever you want to build next.',
      alt: 'Dark green banner with a pattern of small dots of varying size and the white word "JOIN" above the line "20 societies and 8 councils".',
      art: {
        colours: ['#0b6e4f', '#a7e8bd'],
        label: 'JOIN',
        subtitle: '20 societies and 8 councils',
        motif: 'dots',
      },
    },
  ],
  partners: [
    {
      name: 'IEEE',
      link: 'https://www.ieee.org',
      initials: 'IEEE',
      colours: ['#00629b', '#ffffff'],
    },
    {
      name: 'IEEE Xplore',
      link: 'https://ieeexplore.ieee.org',
      initials: 'XPL',
      colours: ['#002855', '#00b5e2'],
    },
    {
      name: 'IEEE Spectrum',
      link: 'https://spectrum.ieee.org',
      initials: 'SPEC',
      colours: ['#1a1a2e', '#e94560'],
    },
    {
      name: 'IEEE Collabratec',
      link: 'https://ieee-collabratec.ieee.org',
      initials: 'COL',
      colours: ['#005587', '#78be20'],
    },
    {
      name: 'IEEE Region 10',
      link: 'https://www.ieeer10.org',
      initials: 'R10',
      colours: ['#4b2e83', '#d4c4f0'],
    },
  ],
  faqs: [
    {
      question: 'What is the IEEE Student Branch?',
      answer: `The IEEE Student Branch is the university's chapter of IEEE, the world's largest technical professional organisation. At ${UNIVERSITY} it brings together twenty society chapters and eight councils, each focused on a field such as computing, power, robotics or sensors. Students run it, with support from faculty advisors, and it is open to students of every department.`,
    },
    {
      question: 'How do I become a member?',
      answer:
        'Join IEEE as a student member on the IEEE website and choose our university as your school, so that your membership is linked to the branch. You can then add any society memberships that interest you. If you get stuck, drop by the branch office in Faraday Hall, Room 110, or e-mail contact@ieee-sb.example.edu and a committee member will help.',
    },
    {
      question: 'What are the benefits of membership?',
      answer:
        'Members get priority places at workshops and site visits, discounted entry to competitions and conferences, access to IEEE publications and learning resources, and the chance to lead a chapter or council. Just as valuable are the people: mentors, project teammates and alumni who can open doors to internships and jobs.',
    },
    {
      question: 'How often do events happen?',
      answer:
        'Across the branch there are usually two to three events per month during the academic year: workshops, talks, competitions, site visits and social evenings. Individual chapters add their own lab nights and study groups, so busy months often have more. The Events page always shows what is coming up.',
    },
    {
      question: 'Can non-members attend events?',
      answer:
        'Yes. Most talks, workshops and showcases are open to every student and often to staff and visitors too. A few events with limited places, such as site visits or lab sessions, give priority to members, and the event page says so when that is the case.',
    },
    {
      question: 'How can I stay updated?',
      answer:
        'Check the notifications on this website, subscribe to the branch newsletter at the welcome fair or by e-mail, and follow the chapters you care about from their pages. Each chapter also posts its upcoming events here as soon as they are confirmed.',
    },
  ],
  notifications: [
    {
      type: 'event',
      title: 'Registration open: Open Data Hack',
      message:
        'The Sensors Council is opening a full year of campus air-quality data for a one-day hack. Places are limited, so register soon.',
      daysAgo: 2,
    },
    {
      type: 'achievement',
      title: 'Rover team wins the national autonomous rover title',
      message:
        'Congratulations to the Robotics and Automation Society, whose rover "Ibis" was the only entry to complete the full course without intervention.',
      daysAgo: 6,
    },
    {
      type: 'membership',
      title: 'Renew your IEEE student membership',
      message:
        'Membership runs for a calendar year. Renew before it lapses to keep your member places at events and your access to IEEE resources.',
      daysAgo: 21,
    },
    {
      type: 'newsletter',
      title: 'The Branch Bulletin is out',
      message:
        'This issue: the Northgate Hack winners, a year of campus energy data, a guide to the sensor library and the full events calendar for the coming weeks.',
      daysAgo: 34,
    },
    {
      type: 'other',
      title: 'Call for volunteers: welcome fair',
      message:
        'Every chapter needs a few friendly faces at the welcome fair stall. Sign up with your chapter secretary to help new students find their community.',
      daysAgo: 52,
    },
  ],
};
