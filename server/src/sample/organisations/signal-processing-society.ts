import { linkedin, mail, register, ul } from '../helpers.js';
import type { SampleOrganisation } from '../types.js';

export const signalProcessingSociety: SampleOrganisation = {
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
};
