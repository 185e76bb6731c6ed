import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const communicationsSociety: SampleOrganisation = {
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
      description: 'Support for expanding the SDR kit and running the network forensics challenge.',
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
};
