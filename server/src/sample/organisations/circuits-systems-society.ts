import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const circuitsSystemsSociety: SampleOrganisation = {
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
      // The boards each participant orders.
      price: '300',
      registrations: 29,
    },
  ],
  achievements: [
    {
      title: 'Student Chip Design Contest: Silver',
      yearsAgo: 2,
      description: "The chapter's first tape-out, a ring-oscillator test chip, worked first time.",
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
};
