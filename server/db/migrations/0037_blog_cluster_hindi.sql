ALTER TABLE "blog_clusters" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_clusters" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Custom SQL, not generated: the Hindi names of the six starting topics on a database seeded before
-- the columns existed (a fresh database gets them from the seed). A name staff already wrote is kept.
UPDATE "blog_clusters" SET "name_hi" = 'रिज़्यूमे', "description_hi" = 'ऐसे रिज़्यूमे जिन्हें भारत और विदेश के रिक्रूटर आख़िर तक पढ़ें: ढाँचा, शब्द, ATS और फ़ॉर्मैट।' WHERE "slug" = 'resume' AND "name_hi" = '';
--> statement-breakpoint
UPDATE "blog_clusters" SET "name_hi" = 'इंटरव्यू', "description_hi" = 'HR, तकनीकी और मैनेजर राउंड की तैयारी, ऑनलाइन भी और आमने-सामने भी।' WHERE "slug" = 'interviews' AND "name_hi" = '';
--> statement-breakpoint
UPDATE "blog_clusters" SET "name_hi" = 'सैलरी और मोलभाव', "description_hi" = 'CTC, इन-हैंड सैलरी, हाइक, नोटिस पीरियड, और ऑफ़र गँवाए बिना ज़्यादा कैसे माँगें।' WHERE "slug" = 'salaries-and-negotiation' AND "name_hi" = '';
--> statement-breakpoint
UPDATE "blog_clusters" SET "name_hi" = 'विदेश में नौकरी और वीज़ा', "description_hi" = 'भारतीय जिन वर्क वीज़ा और रास्तों से जाते हैं: H-1B, UK स्किल्ड वर्कर, कनाडा एक्सप्रेस एंट्री, जर्मनी और खाड़ी देश।' WHERE "slug" = 'working-abroad-and-visas' AND "name_hi" = '';
--> statement-breakpoint
UPDATE "blog_clusters" SET "name_hi" = 'सरकारी नौकरियाँ', "description_hi" = 'UPSC, SSC, बैंकिंग, रेलवे और राज्य की परीक्षाएँ: ये कैसे होती हैं और नौकरी या पढ़ाई के साथ इनकी तैयारी कैसे करें।' WHERE "slug" = 'government-jobs' AND "name_hi" = '';
--> statement-breakpoint
UPDATE "blog_clusters" SET "name_hi" = 'करियर बदलना', "description_hi" = 'नए क्षेत्र या नई भूमिका में जाना: हुनर, सही समय, पैसा और इंटरव्यू में अपनी कहानी कैसे सुनाएँ।' WHERE "slug" = 'career-change' AND "name_hi" = '';
