import type { SeedCluster } from './seed-types.ts'

/** The six topics of the starting content (issue 23), named in English and Hindi (decision 074). */
export const seedClusters: readonly SeedCluster[] = [
  {
    slug: 'resume',
    name: 'Resume',
    description: 'Resumes that recruiters in India and abroad read to the end: structure, wording, ATS and formats.',
    nameHi: 'रिज़्यूमे',
    descriptionHi: 'ऐसे रिज़्यूमे जिन्हें भारत और विदेश के रिक्रूटर आख़िर तक पढ़ें: ढाँचा, शब्द, ATS और फ़ॉर्मैट।',
  },
  {
    slug: 'interviews',
    name: 'Interviews',
    description: 'Preparing for HR, technical and managerial rounds, online and in person.',
    nameHi: 'इंटरव्यू',
    descriptionHi: 'HR, तकनीकी और मैनेजर राउंड की तैयारी, ऑनलाइन भी और आमने-सामने भी।',
  },
  {
    slug: 'salaries-and-negotiation',
    name: 'Salaries and negotiation',
    description: 'CTC, in-hand pay, hikes, notice periods and how to ask for more without losing the offer.',
    nameHi: 'सैलरी और मोलभाव',
    descriptionHi: 'CTC, इन-हैंड सैलरी, हाइक, नोटिस पीरियड, और ऑफ़र गँवाए बिना ज़्यादा कैसे माँगें।',
  },
  {
    slug: 'working-abroad-and-visas',
    name: 'Working abroad and visas',
    description: 'Work visas and routes Indians use: H-1B, UK Skilled Worker, Canada Express Entry, Germany and the Gulf.',
    nameHi: 'विदेश में नौकरी और वीज़ा',
    descriptionHi: 'भारतीय जिन वर्क वीज़ा और रास्तों से जाते हैं: H-1B, UK स्किल्ड वर्कर, कनाडा एक्सप्रेस एंट्री, जर्मनी और खाड़ी देश।',
  },
  {
    slug: 'government-jobs',
    name: 'Government jobs',
    description: 'UPSC, SSC, banking, railway and state exams: how they work and how to prepare while you work or study.',
    nameHi: 'सरकारी नौकरियाँ',
    descriptionHi: 'UPSC, SSC, बैंकिंग, रेलवे और राज्य की परीक्षाएँ: ये कैसे होती हैं और नौकरी या पढ़ाई के साथ इनकी तैयारी कैसे करें।',
  },
  {
    slug: 'career-change',
    name: 'Career change',
    description: 'Moving into a new field or role: skills, timing, money and telling the story in interviews.',
    nameHi: 'करियर बदलना',
    descriptionHi: 'नए क्षेत्र या नई भूमिका में जाना: हुनर, सही समय, पैसा और इंटरव्यू में अपनी कहानी कैसे सुनाएँ।',
  },
]
