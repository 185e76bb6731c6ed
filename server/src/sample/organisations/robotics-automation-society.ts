import { linkedin, mail, register } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const roboticsAutomationSociety: SampleOrganisation = {
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
      value: 'INR 1,00,000 grant',
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
};
