#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Years: make/years.py (months, overlaps once, both ends included, as of 2026-11)."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section",
       "position-without-dates", "position-without-company", "placeholders", "short-text"]
ONE = STD + ["two-columns"]
SK = ["no-skills-section"]
SY = ["stated-years"]
E = []


def P(title, company, start=None, end=None, location=None):
    d = {"title": title, "company": company}
    if start is not None:
        d["start"] = start
    if end is not None:
        d["end"] = end
    if location is not None:
        d["location"] = location
    return d


def ED(degree=None, school=None):
    d = {}
    if degree is not None:
        d["degree"] = degree
    if school is not None:
        d["school"] = school
    return d


def C(name, email, phone, location):
    return {"name": name, "email": email, "phone": phone, "location": location}


def add(file, contact, positions, education, certs, present, absent, years, occupation, warn_absent, warn_present=None):
    w = {"absent": warn_absent}
    if warn_present:
        w["present"] = warn_present
    E.append({"file": "files/" + file, "asOf": "2026-11-01", "contact": contact, "positions": positions,
              "education": education, "certifications": certs, "skills": {"present": present, "absent": absent},
              "totalYears": years, "occupation": occupation, "warnings": w})


ELEM = ["Elementary School Teachers"]
SEC = ["Secondary School Teachers"]
SPED = ["Special Education Teachers"]
TA = ["Teaching Assistants"]
ADMIN = ["Education Administrators, Kindergarten through Secondary"]
PRE = ["Preschool Teachers", "Kindergarten Teachers", "Childcare Workers", "Education and Childcare Administrators, Preschool"]
CPR = ["CPR/First Aid", "CPR", "First Aid", "CPR/First Aid - American Red Cross"]

# 01 Texas bilingual 2nd grade teacher (txt) --------------------------------------------------------------------
add("01-bilingual-elementary-teacher-tx-us.txt",
    C(["Marisol Gutierrez-Reyes", "MARISOL GUTIERREZ-REYES"], "marisol.gutierrez@example.com", "(210) 555-0148",
      ["San Antonio, TX 78249", "San Antonio, TX"]),
    [P(["2nd Grade Bilingual Teacher", "Bilingual Teacher"], ["Northside ISD", "Northside ISD – Esparza Elementary", "Esparza Elementary"],
       "2022-08", "Present", ["San Antonio, TX"]),
     P("Kindergarten Teacher", ["Harlandale ISD", "Harlandale ISD – Morrill Elementary", "Morrill Elementary"], "2020-08", "2022-06", ["San Antonio, TX"]),
     P(["Student Teacher, 1st Grade", "Student Teacher"], ["Northside ISD", "Northside ISD – Fields Elementary", "Fields Elementary"],
       "2020-01", "2020-05", ["San Antonio, TX"]),
     P(["Instructional Aide (part-time)", "Instructional Aide"], ["UTSA Child Development Center"], "2018-09", "2019-12", ["San Antonio, TX"])],
    [ED(["Bachelor of Arts in Interdisciplinary Studies", "Bachelor of Arts"], ["The University of Texas at San Antonio", "University of Texas at San Antonio", "UTSA"])],
    [["Texas Educator Certificate - Core Subjects with Science of Teaching Reading (EC-6)", "Texas Educator Certificate",
      "Texas Educator Certificate - Core Subjects with Science of Teaching Reading (EC-6), 2020", "Core Subjects with Science of Teaching Reading (EC-6)"],
     ["Bilingual Education Supplemental (Spanish)", "Bilingual Education Supplemental", "Bilingual Education Supplemental (Spanish), EC-6"],
     ["English as a Second Language (ESL) Supplemental", "ESL Supplemental", "English as a Second Language Supplemental"],
     ["CPR/First Aid - American Red Cross (exp. 03/2027)"] + CPR],
    [["Guided reading", "Guided reading groups"], "Balanced literacy", ["Dual-language instruction", "Dual language"],
     ["Differentiated instruction", "Differentiation"], "Classroom management", "Google Classroom", "Seesaw", "Istation",
     ["Parent communication", "Family communication"], "Spanish", ["DIBELS", "mCLASS", "mCLASS/DIBELS 8", "DIBELS 8"]],
    ["San Antonio", "Northside", "Kindergarten", "Cum Laude"],
    [6.2, 8.0], ELEM, ONE + SK + SY)

# 02 UK primary teacher, QTS, KS2 (txt) -------------------------------------------------------------------------
add("02-primary-teacher-qts-ks2-uk.txt",
    C("Hannah Louise Pemberton", "hannah.pemberton@example.co.uk", "07700 900412",
      ["14 Fernbank Road, Sheffield S6 3RT", "Sheffield S6 3RT", "Sheffield"]),
    [P(["Class Teacher, Year 6 (UKS2)", "Class Teacher, Year 6", "Class Teacher"], "Hillsborough Primary School", "2022-09", "Present", ["Sheffield"]),
     P(["Class Teacher, Year 3 (LKS2)", "Class Teacher, Year 3", "Class Teacher"], "Walkley Primary School", "2020-09", "2022-07", ["Sheffield"]),
     P(["PGCE Trainee", "PGCE Trainee - school placements"], ["Meersbrook Bank Primary", "Meersbrook Bank Primary (Year 4) and Lowfield Primary (Year 1)",
       "school placements at Meersbrook Bank Primary (Year 4) and Lowfield Primary (Year 1)", "Sheffield Hallam University"], "2019-09", "2020-06"),
     P(["Teaching Assistant (part-time, term time)", "Teaching Assistant"], "Totley Primary School", "2017-01", "2019-07", ["Sheffield"])],
    [ED(["PGCE Primary (5-11) with QTS", "PGCE Primary", "PGCE Primary with QTS", "PGCE"], "Sheffield Hallam University"),
     ED(["BA (Hons) Education Studies and English", "BA (Hons) Education Studies and English, 2:1", "BA Education Studies and English"], "University of Sheffield")],
    [["Qualified Teacher Status (QTS)", "QTS", "Qualified Teacher Status (QTS), TRN 1984512", "Qualified Teacher Status"],
     ["Enhanced DBS (Update Service)", "Enhanced DBS", "Enhanced DBS (Update Service), 2022"],
     ["Paediatric First Aid (12 hours)", "Paediatric First Aid", "Paediatric First Aid (12 hours), St John Ambulance, 2024"],
     ["Designated Safeguarding Lead training (Level 3)", "Designated Safeguarding Lead training", "Designated Safeguarding Lead training (Level 3), 2025"]],
    [["Phonics", "Phonics (Little Wandle)", "Little Wandle"], ["Guided reading"], ["Assessment for learning", "AfL"],
     ["SEND support", "SEND"], "Behaviour management", ["Google Workspace for Education", "Google Workspace"], "Microsoft Teams",
     "Tapestry", ["Arbor MIS", "Arbor"], ["White Rose Maths"]],
    ["Sheffield", "Hillsborough", "Peak District", "Psychology", "History"],
    [6.1, 9.6], ELEM, ONE + SK + ["dates-ambiguous"])

# 03 Ohio substitute teacher, school-year dates (txt) ---------------------------------------------------------------
CCS = ["Columbus City Schools"]
add("03-substitute-teacher-many-assignments-oh-us.txt",
    C(["Derek J. Haldane", "Derek Haldane"], "djhaldane@example.net", "614-555-0193", ["Columbus, Ohio", "Columbus, OH"]),
    [P(["Guest Teacher (daily substitute), all grade levels", "Guest Teacher (daily substitute)", "Guest Teacher"], CCS, "2021", "Present", ["Columbus, OH"]),
     P(["Long-Term Substitute, 8th Grade U.S. History", "Long-Term Substitute"], CCS + ["Johnson Park Middle School"], "2024-01", "2024-05"),
     P(["Long-Term Substitute, 7th Grade World Studies", "Long-Term Substitute"], CCS + ["Hilltonia Middle School"], "2022-09", "2022-12"),
     P(["Substitute Teacher", "Substitute Teacher (through ESC sub pool: Hilliard, Dublin, Worthington)"],
       ["Educational Service Center of Central Ohio", "ESC of Central Ohio"], "2019", "2021", ["Columbus, OH"]),
     P(["Customer Service Associate (part-time)", "Customer Service Associate"], "Kroger", "2016", "2019", ["Grandview Heights, OH"]),
     P(["Student Teacher", "Student Teaching", "10th grade American History", "Student Teacher, 10th grade American History"],
       ["Worthington Kilbourne High School"]),
     P(["Assistant Coach, Boys' JV Soccer", "Assistant Coach"], ["Whetstone High School"])],
    [ED(["Master of Arts in Teaching (MAT), Social Studies Education", "Master of Arts in Teaching", "Master of Arts in Teaching (MAT)", "MAT"], "Otterbein University"),
     ED(["Bachelor of Arts, History", "Bachelor of Arts"], ["Ohio State University", "The Ohio State University"])],
    [["Ohio Five-Year Professional Teaching License, Integrated Social Studies, Grades 7-12", "Ohio Five-Year Professional Teaching License",
      "Ohio Five-Year Professional Teaching License, Integrated Social Studies, Grades 7-12 (issued 2023)"],
     ["Ohio Long-Term Substitute License", "Ohio Long-Term Substitute License (2019-2023)"]],
    ["Classroom management", ["Lesson plan delivery", "Lesson planning"], "Schoology", "Google Classroom", "PowerSchool", "Zoom",
     ["De-escalation", "De-escalation (CPI trained)", "CPI"], ["Document-based questions", "DBQ", "Document-based questions (DBQ)"], "Spanish"],
    ["Columbus", "Kroger", "Whetstone", "Dublin", "Worthington"],
    [6.9, 10.95], ["Substitute Teachers", "Middle School Teachers", "Secondary School Teachers"], ONE + SK + SY)

# 04 London supply teacher, term dates (txt) --------------------------------------------------------------------
add("04-supply-teacher-terms-london-uk.txt",
    C(["Oluwaseun (Seun) Adeyemi-Clarke", "Oluwaseun Adeyemi-Clarke", "Seun Adeyemi-Clarke"], "seun.adeyemi.clarke@example.com", "07700 900 733",
      ["Flat 3, 22 Bellenden Road, Peckham, London SE15 4RF", "Peckham, London SE15 4RF", "London SE15 4RF", "Peckham, London", "London"]),
    [P(["Science Teacher (maternity cover to July 2027, KS3/KS4)", "Science Teacher"], "Harris Academy Peckham", "2026-09", "Present"),
     P(["Science Teacher (long-term supply)", "Science Teacher"], "Harris Girls' Academy East Dulwich"),
     P(["Biology Teacher (long-term supply, GCSE AQA Trilogy)", "Biology Teacher"], "Ark Walworth Academy"),
     P(["Science Teacher (day-to-day then 6-week block)", "Science Teacher"], "Kingsdale Foundation School"),
     P(["Science Teacher (long-term supply)", "Science Teacher"], "Haberdashers' Hatcham College"),
     P("Cover Supervisor", "Bacon's College", "2025-01", "2025-03"),
     P(["Day-to-day supply (science and general cover)", "Day-to-day supply", "Supply Teacher"],
       ["various schools in Lewisham and Southwark", "Engage Education", "Teaching Personnel"]),
     P("Teacher of Science", "Kingsford Community School", "2021-09", "2024-08", ["Beckton, London E6", "Beckton, London"]),
     P(["PGCE Secondary Science (Biology) trainee", "PGCE trainee", "PGCE Secondary Science (Biology)"], ["UCL Institute of Education"], "2020-09", "2021-07")],
    [ED(["PGCE Secondary Science with QTS", "PGCE Secondary Science", "PGCE"], ["UCL Institute of Education", "UCL"]),
     ED(["BSc (Hons) Biomedical Science", "BSc Biomedical Science", "BSc (Hons) Biomedical Science, 2:1"], "University of Kent"),
     ED(["MA Education", "MA Education (part-time, in progress, expected 2027)"], ["Goldsmiths, University of London", "Goldsmiths"])],
    [["Qualified Teacher Status (QTS)", "QTS", "Qualified Teacher Status"],
     ["Enhanced DBS on Update Service", "Enhanced DBS", "Enhanced DBS (Update Service)"],
     ["Mental Health First Aid (MHFA England)", "Mental Health First Aid", "MHFA"],
     ["Safeguarding Level 2", "Safeguarding Level 2, Sept 2025"]],
    [["Behaviour for learning", "Behaviour management"], ["AQA GCSE specification", "AQA GCSE", "AQA"], ["Required practicals"],
     ["Lab safety (CLEAPSS)", "Lab safety", "CLEAPSS"], "Retrieval practice", "Microsoft Teams", ["Satchel One"], "SIMS", "Google Classroom",
     ["Differentiation for EAL learners", "Differentiation", "EAL"]],
    ["Peckham", "Lewisham", "Southwark", "Biology", "Cover Supervisor"],
    [5.0, 6.3], ["Secondary School Teachers", "Substitute Teachers", "Middle School Teachers"],
    ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "placeholders", "short-text", "two-columns",
     "no-skills-section", "stated-years"])

# 05 Delhi PGT Chemistry, CBSE school, numbered blocks (txt) -----------------------------------------------------
add("05-pgt-chemistry-cbse-school-in.txt",
    C(["Priyanka Sharma", "PRIYANKA SHARMA"], "priyanka.sharma.edu@example.in", "+91 98100 55217",
      ["B-14, Sector 22, Rohini, New Delhi - 110086", "Rohini, New Delhi - 110086", "Rohini, New Delhi", "New Delhi - 110086", "New Delhi"]),
    [P(["PGT Chemistry"], ["DPS Rohini"], "2019-04", "Present", ["New Delhi"]),
     P(["TGT Science"], ["Bal Bharati Public School, Pitampura", "Bal Bharati Public School"], "2015-07", "2019-03", ["Pitampura, New Delhi", "New Delhi"]),
     P(["Chemistry Faculty (part-time)", "Chemistry Faculty"], ["Aakash Institute, Pitampura", "Aakash Institute"], "2013-06", "2015-06", ["Pitampura"])],
    [ED(["B.Ed.", "B.Ed"], ["Guru Gobind Singh Indraprastha University", "Guru Gobind Singh Indraprastha University, Delhi"]),
     ED(["M.Sc. Chemistry", "M.Sc."], "University of Delhi"),
     ED(["B.Sc. (Hons) Chemistry", "B.Sc. Chemistry", "B.Sc. (Hons)"], ["Hindu College, University of Delhi", "Hindu College"])],
    [["CTET (Paper II, Science & Mathematics)", "CTET", "CTET (Paper II, Science & Mathematics) qualified", "CTET (Paper II, Science & Mathematics) qualified - CBSE, 2015"],
     ["Cambridge International Certificate in Teaching and Learning (CICTL)", "Cambridge International Certificate in Teaching and Learning", "CICTL"]],
    ["Google Classroom", "Microsoft Teams", "Extramarks", "PowerPoint", ["Experiential learning", "Experiential and activity-based learning", "Activity-based learning"],
     ["Lab demonstrations", "Laboratory demonstrations"], ["Competency-based assessment", "Competency-based assessment (CBE)"], "Classroom management",
     ["Communication"], "Hindi", "Punjabi"],
    ["Rohini", "Pitampura", "Tagore", "Married", "Olympiad"],
    [11.3, 13.5], SEC, ONE + SK)

# 06 Minnesota special-ed paraprofessional, half page (txt) -------------------------------------------------------
add("06-paraprofessional-half-page-mn-us.txt",
    C(["Kayla M. Thorsen", "Kayla Thorsen"], "kayla.thorsen@example.com", "(218) 555-0126", ["Duluth, MN 55803", "Duluth, MN"]),
    [P(["Special Education Paraprofessional (1:1)", "Special Education Paraprofessional"],
       ["Lakewood Elementary School, ISD 709", "Lakewood Elementary School", "ISD 709"], "2021-09", "Present", ["Duluth, MN"]),
     P("Childcare Aide", ["YMCA of the North"], "2019-06", "2021-08", ["Duluth, MN"])],
    [ED(["Associate of Arts", "AA"], "Lake Superior College")],
    [["CPR/AED & First Aid", "CPR/AED & First Aid (American Heart Association)", "CPR/AED", "CPR"],
     ["CPI Nonviolent Crisis Intervention", "Nonviolent Crisis Intervention", "CPI"],
     ["ParaPro Assessment", "ParaPro Assessment passed (ETS)", "ParaPro Assessment passed"]],
    [["ABA basics", "ABA", "Applied behavior analysis"], ["Visual supports", "Visual schedules"], "Data collection", "PECS",
     ["Behavior de-escalation", "De-escalation"], "Patience", "Teamwork", ["IEP", "IEPs"]],
    ["Duluth", "Lakewood", "YMCA", "Recess"],
    [7.4, 7.55], TA, ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "position-without-dates",
                      "position-without-company", "placeholders", "two-columns", "stated-years", "dates-ambiguous"])

# 07 NYC LCSW, school-based mental health (txt) ------------------------------------------------------------------
add("07-lcsw-clinical-social-worker-ny-us.txt",
    C(["Alejandra M. Osei", "Alejandra Osei", "ALEJANDRA M. OSEI, LCSW", "Alejandra M. Osei, LCSW"], "a.osei.lcsw@example.org", "347.555.0171",
      ["Brooklyn, NY 11216", "Brooklyn, NY"]),
    [P(["Senior Clinician / Clinical Supervisor, School-Based Mental Health Clinic", "Senior Clinician / Clinical Supervisor", "Senior Clinician"],
       "The Jewish Board", "2022-03", "Present", ["Brooklyn, NY"]),
     P(["Family Therapist, Preventive Services", "Family Therapist"], "Coalition for Hispanic Family Services", "2017-09", "2022-02", ["Brooklyn, NY"]),
     P(["Caseworker, Foster Care", "Caseworker"], "Graham Windham", "2015-06", "2017-08", ["Bronx, NY"]),
     P(["Second-year intern", "Second-year intern, outpatient psychiatry", "MSW Intern"],
       ["NYC Health + Hospitals/Kings County", "NYC Health + Hospitals"], "2016", "2017"),
     P(["First-year intern", "First-year intern (school social work)", "MSW Intern"], ["PS 289"], "2015", "2016")],
    [ED(["Master of Social Work (MSW), Clinical Practice", "Master of Social Work", "Master of Social Work (MSW)", "MSW"],
        ["Columbia University School of Social Work", "Columbia University"]),
     ED(["Bachelor of Arts, Psychology", "Bachelor of Arts"], ["SUNY Binghamton", "Binghamton University"])],
    [["Licensed Clinical Social Worker (LCSW)", "LCSW", "Licensed Clinical Social Worker", "Licensed Clinical Social Worker (LCSW), New York State"],
     ["Licensed Master Social Worker (LMSW)", "LMSW", "Licensed Master Social Worker", "Licensed Master Social Worker (LMSW), New York State"],
     ["TF-CBT Certified Therapist", "TF-CBT Certified Therapist (TF-CBT National Therapist Certification Program)", "TF-CBT"],
     ["Certified in Dialectical Behavior Therapy skills", "Dialectical Behavior Therapy", "DBT"]],
    [["Trauma-Focused CBT", "TF-CBT", "Trauma-Focused Cognitive Behavioral Therapy"], ["DBT", "Dialectical Behavior Therapy"],
     "Motivational Interviewing", "Crisis Intervention", "Risk Assessment", "Case Management", "Clinical Supervision",
     ["myAvatar EHR", "myAvatar", "Netsmart myAvatar"], "Treatment Planning", ["Spanish", "Bilingual English/Spanish"],
     ["CBT", "Cognitive Behavioral Therapy"], ["DSM-5-TR", "DSM-5", "DSM"]],
    ["Brooklyn", "Bronx", "Crown Heights", "Latin American Studies", "Foster Care"],
    [9.1, 11.5], ["Social Workers", "Mental Health Counselors"], ONE + SK)

# 08 Ontario RECE, year-only dates on their own line (txt) -------------------------------------------------------
add("08-rece-early-childhood-educator-on-ca.txt",
    C(["Jasmine Tremblay-Singh", "JASMINE TREMBLAY-SINGH", "JASMINE TREMBLAY-SINGH, RECE"], "jasmine.ts@example.ca", "905-555-0164",
      ["Mississauga, Ontario L5M 2B4", "Mississauga, Ontario"]),
    [P(["Designated Early Childhood Educator (DECE), Full-Day Kindergarten", "Designated Early Childhood Educator (DECE)",
        "Designated Early Childhood Educator"], ["Peel District School Board", "Peel District School Board - Settler's Green Public School",
        "Settler's Green Public School"], "2022", "Present", ["Mississauga"]),
     P(["Preschool Room Lead (RECE)", "Preschool Room Lead"], ["Kids & Company", "Kids & Company - Mississauga Heartland"], "2019", "2021",
       ["Mississauga"]),
     P(["Toddler Room ECE Assistant (while in college)", "Toddler Room ECE Assistant"], "Peel Region Early Learning Centre", "2017", "2019", ["Brampton"])],
    [ED(["Early Childhood Education Diploma (Ontario College Diploma)", "Early Childhood Education Diploma", "Ontario College Diploma"],
        ["Sheridan College", "Sheridan College, Brampton"])],
    [["Registered Early Childhood Educator", "RECE", "Registered Early Childhood Educator (College of Early Childhood Educators)"],
     ["Standard First Aid & CPR Level C", "Standard First Aid & CPR Level C (Canadian Red Cross)", "Standard First Aid", "CPR Level C"],
     ["Vulnerable Sector Check", "Vulnerable Sector Check (Peel Regional Police)"],
     ["Food Handler Certificate", "Food Handler Certificate (Region of Peel)"], ["WHMIS 2015", "WHMIS"]],
    [["Emergent curriculum"], ["Play-based learning"], ["Pedagogical documentation", "Documentation"], "HiMama",
     ["Inclusive programming"], ["Behaviour guidance"], ["Parent communication"], "Punjabi", ["How Does Learning Happen?", "HDLH"]],
    ["Mississauga", "Brampton", "Peel", "Kindergarten", "Sheridan"],
    [5.2, 9.92], PRE, ONE + SK + SY)

# 09 Irish CELTA teacher in Vietnam, EPIK Korea (txt) ------------------------------------------------------------
add("09-tefl-teacher-korea-vietnam-ie.txt",
    C(["Ciara Ní Bhriain", "CIARA NÍ BHRIAIN"], "ciara.nibhriain@example.com", ["+84 90 555 0187", "+353 87 555 1243"], ["Hanoi, Vietnam"]),
    [P(["Senior Teacher (Young Learners)", "Senior Teacher"], ["ILA Vietnam"], "2024-02", "Present", ["Hanoi, Vietnam"]),
     P("EFL Teacher", ["ILA Vietnam"], "2022-08", "2024-01", ["Hanoi, Vietnam"]),
     P(["Guest English Teacher, Suseong Elementary School", "Guest English Teacher"],
       ["EPIK (English Program in Korea)", "EPIK", "Daegu Metropolitan Office of Education", "Suseong Elementary School",
        "EPIK (English Program in Korea) — Daegu Metropolitan Office of Education"], "2020-03", "2022-02", ["South Korea", "Daegu, South Korea"]),
     P(["Activity Leader & EFL Teacher", "EFL Teacher", "Activity Leader"], ["Berlitz"], location=["Dublin, Ireland"])],
    [ED(["Cambridge CELTA", "CELTA", "Cambridge CELTA (Pass A)"], ["International House Dublin"]),
     ED(["BA in English and History", "BA"], ["University College Dublin", "UCD"])],
    [["Cambridge CELTA", "CELTA", "Cambridge CELTA (Pass A)"], ["120-hour TEFL Certificate (Level 5)", "120-hour TEFL Certificate", "TEFL Certificate", "TEFL"],
     ["Garda vetting", "Garda vetting (2019)"], ["First Aid Responder (FAR)", "First Aid Responder", "FAR"]],
    [["CLT", "Communicative language teaching"], "Lesson planning", ["IELTS speaking and writing assessment", "IELTS"],
     ["Classroom management for young learners", "Classroom management"], "Google Slides", ["Kahoot!", "Kahoot"], "Canva",
     "Teacher training", "Irish", "Vietnamese", "Korean"],
    ["Hanoi", "Daegu", "Berlitz", "History", "Starters"],
    [6.3, 6.9], ["English as a Second Language", "Self-Enrichment Teachers"],
    ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "position-without-company", "placeholders",
     "short-text", "two-columns", "stated-years"])

# 10 NSW youth worker / youth caseworker, WWCC (txt) ---------------------------------------------------------------
add("10-youth-worker-wwcc-nsw-au.txt",
    C(["Liam O'Sullivan-Nguyen", "Liam OSullivan-Nguyen"], "liam.osn@example.com.au", "0491 570 318", ["Parramatta NSW 2150", "Parramatta NSW"]),
    [P(["Youth Caseworker - Specialist Homelessness Services", "Youth Caseworker"], "Mission Australia", "2023-02", "Present", ["Parramatta NSW"]),
     P(["Residential Youth Worker (casual then permanent part-time)", "Residential Youth Worker"], ["Uniting NSW.ACT", "Uniting"], "2020-07", "2023-01",
       ["Western Sydney"]),
     P("Youth Program Volunteer", ["PCYC Blacktown", "PCYC"], "2018", "2020")],
    [ED(["CHC50421 Diploma of Youth Work", "Diploma of Youth Work"], "TAFE NSW"),
     ED(["CHC40313 Certificate IV in Child, Youth and Family Intervention", "Certificate IV in Child, Youth and Family Intervention"], "TAFE NSW")],
    [["NSW Working With Children Check", "Working With Children Check", "NSW Working With Children Check (WWC1234567E)", "WWCC"],
     ["National Police Check", "National Police Check, 2025"], ["HLTAID011 Provide First Aid", "Provide First Aid", "HLTAID011"],
     ["Mental Health First Aid (Youth)", "Mental Health First Aid", "Youth Mental Health First Aid"],
     ["NSW Driver Licence (C class)", "NSW Driver Licence", "Driver Licence"]],
    ["Case management", ["Trauma-informed practice", "Trauma-informed care"], "Motivational interviewing", "De-escalation", "Risk assessment",
     "Report writing", "CIMS", ["Microsoft Office", "MS Office"], ["Cultural safety", "Cultural safety (working with Aboriginal and CALD young people)"],
     ["Advocacy"]],
    ["Parramatta", "Blacktown", "Centrelink", "TAFE", "Housing NSW"],
    [6.3, 8.95], ["Social and Human Service Assistants", "Child, Family, and School Social Workers", "Community and Social Service Specialists",
                  "Residential Advisors"], ONE + SK)

# 11 Charlotte HS math teacher and coach, dark sidebar (pdf) --------------------------------------------------------
add("11-hs-math-teacher-coach-sidebar-nc-us.pdf",
    C("Andre Whitfield", "andre.whitfield@example.com", "(704) 555-0139", ["Charlotte, NC 28205", "Charlotte, NC"]),
    [P(["Mathematics Teacher & Math Department PLC Lead", "Mathematics Teacher"],
       ["Charlotte-Mecklenburg Schools", "Charlotte-Mecklenburg Schools — West Charlotte High School", "West Charlotte High School"],
       "2018-08", "Present", ["Charlotte, NC"]),
     P("Mathematics Teacher", ["Guilford County Schools", "Guilford County Schools — Dudley High School", "Dudley High School"], "2014-08", "2018-06",
       ["Greensboro, NC"]),
     P(["Student Teacher, Math I and Geometry", "Student Teacher"], "Smith High School", "2014-01", "2014-05", ["Greensboro, NC"]),
     P(["Head Coach, Boys' & Girls' Track and Field", "Head Coach"], "West Charlotte High School", "2019", "Present"),
     P(["Assistant Football Coach (defensive backs)", "Assistant Football Coach"], "Dudley High School", "2015", "2018")],
    [ED(["M.Ed., Secondary Mathematics Education", "M.Ed."], ["UNC Charlotte", "University of North Carolina at Charlotte"]),
     ED(["B.S., Mathematics", "B.S."], "North Carolina A&T State University")],
    [["North Carolina Continuing Professional License — Mathematics (9-12)", "North Carolina Continuing Professional License"],
     ["NCHSAA Coaches Education & CPR/AED certified", "NCHSAA Coaches Education", "CPR/AED"],
     ["NFHS Concussion in Sports"], ["AP Calculus AB Summer Institute (College Board)", "AP Calculus AB Summer Institute"]],
    [["AP Calculus AB & AP Statistics", "AP Calculus AB", "AP Calculus", "AP Statistics"], "Desmos", ["TI-84 Plus CE", "TI-84"], ["Canvas LMS", "Canvas"],
     "PowerSchool", ["Data-driven instruction", "Data-driven instruction (NC Check-Ins, EOC data)"], "Culturally responsive teaching",
     ["Mentoring new teachers", "Mentoring"], ["Co-teaching", "Co-taught inclusion"]],
    ["Charlotte", "Greensboro", "Track and Field", "Football", "Mu Alpha Theta"],
    [12.2, 12.95], SEC, STD + SK + SY, ["two-columns"])

# 12 Welsh ALNCo / English SENCO, small caps serif, two pages (pdf) -------------------------------------------------
add("12-senco-npqsenco-smallcaps-2page-uk.pdf",
    C("Gwen Ellery-Price", "gwen.elleryprice@example.org.uk", "07700 900 265", ["Cardiff CF14 2LP", "Cardiff"]),
    [P(["ALNCo and Assistant Headteacher (Inclusion)", "ALNCo", "Assistant Headteacher (Inclusion)"], "Llanishen High School", "2020-09", "Present",
       ["Cardiff"]),
     P("SENCO", ["Chipping Sodbury School"], "2014-01", "2020-08", ["Bristol (South Gloucestershire)", "Bristol"]),
     P(["Teacher of English, then Second in English and KS3 Literacy Co-ordinator", "Teacher of English"], "Cathays High School", "2007-09", "2013-12",
       ["Cardiff"])],
    [ED(["PGCE Secondary English with QTS", "PGCE Secondary English", "PGCE"], ["Cardiff Metropolitan University"]),
     ED(["BA (Hons) English Language and Literature", "BA English Language and Literature"], "Swansea University"),
     ED(["National Award for SEN Co-ordination (NASENCO)", "National Award for SEN Co-ordination", "NASENCO"], "University of Birmingham")],
    [["National Professional Qualification for SENCOs (NPQ for SENCOs)", "NPQ for SENCOs", "National Professional Qualification for SENCOs", "NPQSENCO"],
     ["Level A Certificate in Psychometric Testing (CPT3A)", "CPT3A", "Level A Certificate in Psychometric Testing"],
     ["Designated Safeguarding Lead (Level 3)", "Designated Safeguarding Lead"], ["Mental Health First Aid (MHFA England)", "Mental Health First Aid"],
     ["Team Teach Positive Behaviour Management", "Team Teach"], ["Enhanced DBS", "Enhanced DBS on the Update Service"]],
    [["SEND Code of Practice", "SEND Code of Practice (0–25)"], ["ALN Code for Wales"], ["EHCP and IDP writing", "EHCP", "EHCP writing", "IDP writing"],
     ["Person-centred practice"], ["Access arrangements (JCQ)", "Access arrangements"], ["Provision mapping", "Provision Map"],
     ["Dyslexia assessment"], ["Safeguarding"], ["Multi-agency working"], ["Budget management"], ["Staff training and coaching", "Staff training"], "Welsh"],
    ["Cardiff", "Bristol", "Estyn", "English Literature", "Lexia"],
    [19.1, 19.3], SPED + ["Education Administrators", "Instructional Coordinators"], ONE + SK + SY)

# 13 Melbourne leading teacher, VIT, flex dates and skills grid (pdf) ----------------------------------------------
add("13-secondary-teacher-vit-flex-vic-au.pdf",
    C("Priya Raman", "priya.raman@example.com.au", "0412 555 608", ["Box Hill North VIC 3129", "Box Hill North VIC"]),
    [P(["Leading Teacher – Numeracy", "Leading Teacher"], "Box Hill High School", "2023-01", "Present", ["Box Hill VIC"]),
     P(["Classroom Teacher – Mathematics/Science", "Classroom Teacher"], "Box Hill High School", "2020-01", "2022-12", ["Box Hill VIC"]),
     P(["Graduate Teacher – Mathematics", "Graduate Teacher"], "Wantirna College", "2018-02", "2019-12", ["Wantirna VIC"]),
     P(["Casual Relief Teacher (CRT)", "Casual Relief Teacher"], ["Anzuk Education", "via Anzuk Education"], "2017-07", "2017-12", ["Eastern Melbourne"])],
    [ED(["Master of Teaching (Secondary)", "Master of Teaching"], ["The University of Melbourne", "University of Melbourne"]),
     ED(["Bachelor of Science (Physics)", "Bachelor of Science"], "Monash University")],
    [["Victorian Institute of Teaching (VIT) — Full Registration", "VIT Full Registration", "Victorian Institute of Teaching (VIT)", "VIT registration",
      "Victorian Institute of Teaching (VIT) — Full Registration, Reg. No. 612345 (Proficient Teacher)"],
     ["Employee Working with Children Check (Victoria)", "Working with Children Check", "Employee Working with Children Check"],
     ["HLTAID012 Provide First Aid in an Education and Care Setting", "HLTAID012"],
     ["Anaphylaxis Management (22578VIC)", "Anaphylaxis Management", "22578VIC"]],
    [["VCE Mathematical Methods"], ["VCE Physics"], ["Victorian Curriculum F–10", "Victorian Curriculum"], "Differentiated instruction",
     ["High Impact Teaching Strategies (HITS)", "High Impact Teaching Strategies", "HITS"], ["NAPLAN data analysis", "NAPLAN"], "Compass",
     ["OneNote Class Notebook", "OneNote"], "GeoGebra", "Mathematica", "Tamil", ["Mentoring graduate teachers", "Mentoring"]],
    ["Box Hill", "Wantirna", "Melbourne", "Numeracy", "Referees"],
    [9.2, 9.45], SEC + ["Instructional Coordinators"], ONE + SK + SY)

# 14 Manchester deputy headteacher, three pages, year-only dates (pdf) --------------------------------------------
add("14-deputy-head-3page-manchester-uk.pdf",
    C(["Dr Marcus Oyelaran-Whyte", "Marcus Oyelaran-Whyte"], "marcus.ow@example.co.uk", "07700 900 518",
      ["Didsbury, Manchester M20", "Didsbury, Manchester"]),
    [P(["Deputy Headteacher (Curriculum and Standards)", "Deputy Headteacher"], "Parrs Wood High School", "2019-09", "Present",
       ["Didsbury, Manchester"]),
     P(["Assistant Headteacher (Teaching and Learning)", "Assistant Headteacher"], "Stretford High School", "2015", "2019", ["Trafford"]),
     P("Head of Humanities", "Stretford High School", "2011", "2015", ["Trafford"]),
     P(["Teacher of History, then Second in Department", "Teacher of History"], "Burnage Academy for Boys", "2007", "2011", ["Manchester"]),
     P(["Newly Qualified Teacher / Teacher of History and Citizenship", "Newly Qualified Teacher", "Teacher of History and Citizenship"],
       ["The Co-operative Academy of Manchester", "The Co-operative Academy of Manchester (formerly North Manchester High School for Boys)"],
       "2005", "2007")],
    [ED(["EdD (Doctor of Education)", "EdD", "Doctor of Education"], "University of Manchester"),
     ED(["MA Educational Leadership", "MA"], "Manchester Metropolitan University"),
     ED(["PGCE Secondary History with QTS", "PGCE Secondary History", "PGCE"], "University of Manchester"),
     ED(["BA (Hons) History", "BA History"], "University of Leeds")],
    [["National Professional Qualification for Headship (NPQH)", "NPQH", "National Professional Qualification for Headship"],
     ["Safer Recruitment in Education (NSPCC)", "Safer Recruitment in Education", "Safer Recruitment"],
     ["Designated Safeguarding Lead training", "Designated Safeguarding Lead"], ["Mental Health Lead training", "Mental Health Lead training (DfE-funded)"]],
    [["Curriculum design and sequencing", "Curriculum design"], ["Timetabling (Edval)", "Timetabling", "Edval"], ["SISRA Analytics", "SISRA"], "SIMS",
     "Power BI", "Instructional coaching", ["Lesson observation and feedback", "Lesson observation"], "Performance management",
     ["Pupil Premium strategy", "Pupil Premium"], ["School development planning", "Self-evaluation (SEF) and school development planning"],
     ["Safer recruitment"], ["Safeguarding"], ["Budget planning"]],
    ["Manchester", "Didsbury", "Ypres", "History", "Trafford"],
    [20.9, 21.95], ADMIN, ONE + SK + SY)

# 15 Georgia school counselor, header band with icons, chips (pdf) -------------------------------------------------
add("15-school-counselor-icons-ga-us.pdf",
    C(["Tamika Beauchamp", "Tamika Beauchamp, M.Ed., NCC"], "tamika.beauchamp@example.com", "770-555-0119", ["Marietta, GA 30062", "Marietta, GA"]),
    [P(["School Counselor (Grades 9–12, A–G caseload)", "School Counselor"],
       ["Cobb County School District", "Walton High School", "Cobb County School District · Walton High School"], "2021-07", "Present", ["Marietta, GA"]),
     P(["School Counselor (6th–8th grade)", "School Counselor"],
       ["Cobb County School District", "Dodgen Middle School", "Cobb County School District · Dodgen Middle School"], "2019-08", "2021-06", ["Marietta, GA"]),
     P(["7th Grade ELA Teacher", "ELA Teacher"], ["Atlanta Public Schools", "Sylvan Hills Middle School", "Atlanta Public Schools · Sylvan Hills Middle School"],
       "2014-08", "2019-05", ["Atlanta, GA"]),
     P(["Counseling Practicum & Internship (600 hours)", "Counseling Practicum & Internship", "Counseling Intern"], "Grady High School", "2018-08", "2019-05",
       ["Atlanta, GA"])],
    [ED(["M.Ed., School Counseling (CACREP-accredited)", "M.Ed., School Counseling", "M.Ed."], "Georgia State University"),
     ED(["B.A., English", "B.A."], "Spelman College")],
    [["Georgia Professional Standards Commission (GaPSC) Certificate — School Counseling (P-12)", "GaPSC Certificate — School Counseling (P-12)",
      "GaPSC Certificate", "Georgia Professional Standards Commission (GaPSC) Certificate",
      "Georgia Professional Standards Commission (GaPSC) Certificate — School Counseling (P-12), Level 6 (Clear Renewable)"],
     ["National Certified Counselor (NCC)", "NCC", "National Certified Counselor"],
     ["Youth Mental Health First Aid"], ["QPR Gatekeeper Instructor"]],
    [["ASCA National Model"], ["504 plans", "504"], ["MTSS / SST", "MTSS", "SST"], ["Suicide risk assessment (C-SSRS)", "Suicide risk assessment", "C-SSRS"],
     ["College & career advising", "College and career advising"], "Naviance", "Infinite Campus", "Restorative practices", ["Small group counseling"],
     "Crisis intervention", ["Data-informed programming"], ["Common App"]],
    ["Marietta", "Atlanta", "Walton", "Spelman", "Hope Squad"],
    [12.1, 12.4], ["Educational, Guidance, and Career Counselors"], ONE + SK + SY)

# 16 Ontario special education teacher, bordered tables (pdf) ----------------------------------------------------
HWCDSB = ["Hamilton-Wentworth Catholic District School Board"]
add("16-special-ed-teacher-oct-table-on-ca.pdf",
    C(["Daniel Kowalczyk", "Daniel Kowalczyk, OCT"], "d.kowalczyk@example.ca", "289-555-0176", ["Hamilton, ON L8P 4R5", "Hamilton, ON"]),
    [P(["Special Education Teacher, ASD Intensive Support Class (Grades 4–8)", "Special Education Teacher"],
       ["Hamilton-Wentworth District School Board", "Hamilton-Wentworth District School Board — Cootes Paradise Elementary", "Cootes Paradise Elementary"],
       "2020-09", "Present"),
     P(["Special Education Resource Teacher (SERT)", "Special Education Resource Teacher"],
       HWCDSB + ["Hamilton-Wentworth Catholic District School Board — St. Thérèse of Lisieux", "St. Thérèse of Lisieux"], "2017-09", "2020-06"),
     P(["Occasional Teacher (LTO, Grade 3)", "Occasional Teacher"], HWCDSB, "2016-01", "2017-06"),
     P(["Occasional Teacher (daily)", "Occasional Teacher"], ["Halton District School Board"], "2015-09", "2015-12"),
     P(["Camp Counsellor, Inclusion Support", "Camp Counsellor"], ["City of Burlington — Recreation Services", "City of Burlington"])],
    [ED(["Bachelor of Education (Primary/Junior)", "Bachelor of Education"], "Brock University"),
     ED(["Bachelor of Arts (Honours), Child and Youth Studies", "Bachelor of Arts (Honours)", "Bachelor of Arts"], "Brock University")],
    [["Ontario College of Teachers — Certificate of Qualification and Registration", "Certificate of Qualification and Registration", "OCT",
      "Ontario College of Teachers"],
     ["Special Education, Specialist (AQ)", "Special Education, Specialist", "Special Education Specialist"],
     ["Behaviour Management Systems (BMS) Level 2", "Behaviour Management Systems", "BMS Level 2"],
     ["Standard First Aid / CPR-C", "Standard First Aid", "CPR-C"], ["Non-Violent Crisis Intervention (CPI)", "Non-Violent Crisis Intervention", "CPI"]],
    [["IEP writing", "Individual Education Plans", "IEP"], ["ABA-informed teaching", "ABA"], "Boardmaker", ["Proloquo2Go"], ["AAC"], ["Zones of Regulation"],
     ["Assistive technology", "Read&Write"], ["Empower Reading"], "Polish", ["Transition plans"]],
    ["Hamilton", "Burlington", "Stoney Creek", "Brock", "Grade 3"],
    [10.8, 11.7], SPED, ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "position-without-company", "placeholders",
                         "short-text", "two-columns", "no-skills-section", "stated-years"])

# 17 Bengaluru IB PYP homeroom teacher, two-column grid with a light sidebar (pdf) ----------------------------------
add("17-ib-pyp-homeroom-2col-bengaluru-in.pdf",
    C(["Ananya Krishnamurthy", "ANANYA KRISHNAMURTHY"], "ananya.k.teach@example.com", "+91 99000 55341",
      ["Whitefield, Bengaluru 560066", "Whitefield, Bengaluru"]),
    [P(["PYP Homeroom Teacher, Grade 5 & Exhibition Coordinator", "PYP Homeroom Teacher, Grade 5", "PYP Homeroom Teacher"],
       ["Indus International School", "Indus International School, Sarjapur Road"], "2021-06", "Present", ["Sarjapur Road, Bengaluru", "Bengaluru"]),
     P(["PYP Homeroom Teacher, Grade 3", "PYP Homeroom Teacher"], ["Canadian International School", "Canadian International School, Yelahanka"],
       "2018-06", "2021-05", ["Yelahanka, Bengaluru", "Bengaluru"]),
     P(["Primary Teacher (Class 2 & 3)", "Primary Teacher"], "Poorna Learning Centre", "2016-06", "2018-04", ["Bengaluru"]),
     P("Teaching Fellow", ["Teach For India"], "2014-06", "2016-05", ["Pune"])],
    [ED(["M.A. Education (Elementary)", "M.A. Education", "M.A."], "Azim Premji University"),
     ED(["B.Ed.", "B.Ed"], ["Bangalore University", "Bangalore University (RV Teachers College)", "RV Teachers College"]),
     ED(["B.Sc. (Botany, Zoology, Chemistry)", "B.Sc."], "Mount Carmel College")],
    [["Cambridge Teaching Knowledge Test (TKT) Modules 1–3", "Cambridge Teaching Knowledge Test (TKT)", "TKT", "Cambridge Teaching Knowledge Test"],
     ["Google Certified Educator Level 1", "Google Certified Educator"], ["Child Protection (Safeguarding)", "Child Protection"],
     ["First Aid & CPR", "First Aid & CPR — St John Ambulance India"], ["Making the PYP Happen (Cat. 1)", "Making the PYP Happen"]],
    [["Units of inquiry planning", "Units of inquiry"], ["Transdisciplinary learning"], "Seesaw", "ManageBac", "Toddle", "Google Workspace",
     ["Reading and writing workshop"], ["Formative assessment"], ["Differentiation"], ["Student-led conferences"], "Kannada", "Tamil"],
    ["Bengaluru", "Whitefield", "Pune", "Botany", "Zoology"],
    [12.3, 12.45], ELEM, STD + SK + SY, ["two-columns"])

# 18 Solihull child protection senior practitioner, SWE, dates on their own line (pdf) ------------------------------
add("18-child-protection-social-worker-swe-uk.pdf",
    C("Rebecca Nwachukwu", "rebecca.nwachukwu@example.com", "07700 900 881", ["Solihull, West Midlands B91", "Solihull, West Midlands", "Solihull"]),
    [P(["Senior Practitioner, Child Protection and Court Team", "Senior Practitioner"], "Solihull Metropolitan Borough Council", "2022-11", "Present",
       ["Solihull"]),
     P(["Social Worker, Assessment and Intervention Team", "Social Worker"], "Birmingham Children's Trust", "2019-06", "2022-10", ["Birmingham"]),
     P("Family Support Worker", ["Action for Children", "Action for Children — Sparkhill Children's Centre"], "2015-03", "2017-08", ["Birmingham"]),
     P(["Final placement (100 days)", "Final placement", "Student Social Worker"],
       ["Sandwell Children's Social Care", "Sandwell Children's Social Care — Child in Need team"], "2019-01", "2019-05"),
     P(["First placement (70 days)", "First placement", "Student Social Worker"], ["St Basils youth homelessness charity", "St Basils"], "2018-02", "2018-06",
       ["Birmingham"])],
    [ED("MA Social Work", "University of Birmingham"), ED(["BSc (Hons) Psychology", "BSc Psychology"], "Aston University")],
    [["Social Work England registration", "Social Work England", "Registered Social Worker — Social Work England SW118402", "Registered Social Worker"],
     ["Practice Educator Professional Standards (PEPS) Stage 2", "PEPS Stage 2", "Practice Educator Professional Standards"],
     ["Achieving Best Evidence (ABE) interviewing", "Achieving Best Evidence"], ["Enhanced DBS", "Enhanced DBS (Update Service)"]],
    ["Child protection", ["Section 47 enquiries", "Section 47"], "Signs of Safety", ["Court report writing (SWET)", "Court report writing"],
     ["Parenting assessment", "Parenting assessment (ParentAssess)", "ParentAssess"], ["Public Law Outline", "PLO"], ["Direct work with children"],
     "Risk assessment", "Multi-agency working", "Eclipse", ["Liquidlogic", "Liquidlogic (LCS)"], ["Full UK driving licence", "Driving licence"]],
    ["Solihull", "Birmingham", "Sandwell", "Psychology", "Cafcass"],
    [9.9, 10.9], ["Child, Family, and School Social Workers", "Social Workers, All Other"], ONE + SK + SY)

# 19 Worcester school librarian, MLIS, date column on the left, two pages (pdf) ------------------------------------
add("19-school-librarian-mlis-2page-ma-us.pdf",
    C(["Evelyn Marchetti"], "emarchetti.librarian@example.com", "508-555-0102", ["WORCESTER, MA 01609", "Worcester, MA"]),
    [P("School Library Teacher", ["Worcester Public Schools", "Worcester Public Schools — Doherty Memorial High School", "Doherty Memorial High School"],
       "2019-08", "Present", ["Worcester, MA"]),
     P("Teen Services Librarian", "Worcester Public Library", "2015-10", "2019-07", ["Worcester, MA"]),
     P(["Library Assistant (part-time)", "Library Assistant"], ["Clark University", "Clark University — Robert H. Goddard Library", "Robert H. Goddard Library"],
       "2013-09", "2015-09", ["Worcester, MA"]),
     P("Bookseller", ["Barnes & Noble"], "2011", "2013", ["Shrewsbury, MA"])],
    [ED(["Master of Library and Information Science (MLIS)", "Master of Library and Information Science", "MLIS"], ["Simmons University"]),
     ED(["Bachelor of Arts, English", "Bachelor of Arts"], "College of the Holy Cross")],
    [["Massachusetts Professional License — School Library Teacher (PreK–12)", "Massachusetts Professional License"],
     ["Massachusetts SEI Endorsement (Sheltered English Immersion)", "SEI Endorsement", "Massachusetts SEI Endorsement"],
     ["Google Certified Educator Level 2", "Google Certified Educator"], ["CPR/First Aid (American Red Cross)", "CPR/First Aid", "CPR"]],
    [["Follett Destiny", "Destiny"], ["Evergreen ILS", "Evergreen"], "ILLiad", ["OCLC WorldCat", "WorldCat"], "LibGuides", "Information literacy",
     ["Digital citizenship"], ["Collection development"], ["Cataloging", "MARC21", "Cataloging (MARC21, Dewey)"], ["Readers' advisory"],
     ["Tinkercad"], ["3D printing"]],
    ["Worcester", "Shrewsbury", "Barnes & Noble", "Anime", "Holy Cross"],
    [11.0, 15.95], ["Librarians"], ONE + SK + SY)

# 20 Cork primary teacher, Teaching Council, contact table on the right, float dates (pdf) ---------------------------
add("20-primary-teacher-teaching-council-ie.pdf",
    C("Aoife Gallagher", "aoife.gallagher.teach@example.ie", "087 555 2619", ["Ballincollig, Co. Cork", "Ballincollig"]),
    [P(["Mainstream Class Teacher (permanent), 3rd and 4th Class", "Mainstream Class Teacher (permanent)", "Mainstream Class Teacher"],
       ["Scoil Mhuire Gan Smál"], "2021-09", "Present", ["Ballincollig, Co. Cork"]),
     P(["Special Class Teacher (ASD class)", "Special Class Teacher"], ["Gaelscoil Uí Riada"], "2019", "2021", ["Wilton, Cork"]),
     P(["Fixed-term Teacher (maternity and career-break cover)", "Fixed-term Teacher"], ["St. Joseph's National School"], "2017", "2019", ["Mayfield, Cork"]),
     P(["Substitute Teacher (panel)", "Substitute Teacher"], ["Various schools in Cork city"], "2017-01", "2017-06")],
    [ED(["Bachelor of Education (B.Ed.) in Primary Education", "Bachelor of Education (B.Ed.)", "Bachelor of Education", "B.Ed.",
         "Bachelor of Education (B.Ed.) in Primary Education, First Class Honours"], "Mary Immaculate College"),
     ED(["Postgraduate Certificate in Special Educational Needs"], ["University College Cork", "University College Cork (part-time)"])],
    [["Teaching Council of Ireland — registered, Primary (Route 1)", "Teaching Council of Ireland", "Teaching Council registration"],
     ["Garda Vetting (National Vetting Bureau)", "Garda Vetting"], ["Children First e-learning (Tusla)", "Children First e-learning", "Children First"],
     ["Occupational First Aid (PHECC FAR)", "Occupational First Aid", "PHECC FAR"]],
    ["Aistear", ["Primary Language Curriculum"], ["Station teaching"], ["Maths Recovery"], ["Jolly Phonics"], "Seesaw", "Aladdin", "Google Classroom",
     ["Individual education plans", "IEP"], ["Gaeilge", "Irish"], ["GAA coaching", "GAA coaching (Foundation Level)"]],
    ["Ballincollig", "Cork", "Limerick", "Myrtleville", "Sean-nós"],
    [9.6, 9.95], ELEM, ONE + SK + SY)

# 21 Arizona special education teacher, layout table per job (docx) ------------------------------------------------
add("21-sped-teacher-layout-table-az-us.docx",
    C(["Roberto \"Beto\" Villalobos", "Roberto Villalobos", "Beto Villalobos"], "beto.villalobos@example.com", "(480) 555-0157", ["Mesa, AZ 85201", "Mesa, AZ"]),
    [P(["Special Education Teacher — Resource (Grades 6-8)", "Special Education Teacher — Resource", "Special Education Teacher"],
       ["Mesa Public Schools", "Mesa Public Schools, Taylor Junior High School", "Taylor Junior High School"], "2021-08", "Present", ["Mesa, AZ"]),
     P(["Special Education Teacher — Self-Contained Autism Program (K-3)", "Special Education Teacher"],
       ["Chandler Unified School District", "Chandler Unified School District, Galveston Elementary", "Galveston Elementary"], "2018-07", "2021-05",
       ["Chandler, AZ"]),
     P(["Paraprofessional / Instructional Assistant (SPED)", "Paraprofessional / Instructional Assistant", "Paraprofessional"],
       ["Chandler Unified School District", "Chandler Unified School District, Galveston Elementary", "Galveston Elementary"], "2017-01", "2018-06",
       ["Chandler, AZ"])],
    [ED(["Post-Baccalaureate Teacher Certification, Special Education", "Post-Baccalaureate Teacher Certification"], "Rio Salado College"),
     ED(["Bachelor of Science, Psychology", "Bachelor of Science"], "Arizona State University"),
     ED(["Master of Education in Special Education", "Master of Education"], ["Northern Arizona University", "Northern Arizona University (online)"])],
    [["Arizona Standard Professional Certificate — Special Education: Cross-Categorical (K-12)", "Arizona Standard Professional Certificate"],
     ["Arizona Structured English Immersion (SEI) Endorsement, Full", "Arizona Structured English Immersion (SEI) Endorsement", "SEI Endorsement"],
     ["Arizona IVP Fingerprint Clearance Card", "IVP Fingerprint Clearance Card", "Arizona IVP Fingerprint Clearance Card (valid through 2030)"],
     ["Wilson Reading System Level I Certification", "Wilson Reading System Level I"], ["CPI Nonviolent Crisis Intervention", "Nonviolent Crisis Intervention"]],
    [["IEP development and case management", "IEP development", "IEP"], ["Progress monitoring (easyCBM)", "Progress monitoring", "easyCBM"],
     ["Structured literacy (Wilson, Orton-Gillingham)", "Structured literacy", "Orton-Gillingham", "Wilson Reading System"], "Co-teaching",
     ["Behavior intervention plans (FBA/BIP)", "Behavior intervention plans", "FBA", "BIP"], "Discrete trial teaching", "SpedTrack", ["Synergy SIS", "Synergy"],
     "Spanish", ["Collaboration with families"]],
    ["Mesa", "Chandler", "Tempe", "Psychology", "Galveston"],
    [8.2, 9.8], SPED, ONE + SK + SY + ["dates-ambiguous"])

# 22 Leicester nursery room leader, Level 3 EYE, tab-stop dates (docx) ---------------------------------------------
LA = ["Little Acorns Pre-School"]
add("22-nursery-room-leader-eyfs-tabs-leicester-uk.docx",
    C("Chloe Ann Whitmore", "chloe.whitmore@example.co.uk", "07700 900 146", ["Leicester LE4 7PD", "Leicester"]),
    [P(["Room Leader (Toddler Room, 2–3 years) & Setting SENCo", "Room Leader (Toddler Room, 2–3 years)", "Room Leader"], ["Busy Bees Day Nursery"],
       "2023-03", "Present", ["Birstall, Leicester"]),
     P(["Nursery Practitioner (Level 3)", "Nursery Practitioner"], LA, "2020-08", "2023-02", ["Syston, Leicestershire"]),
     P(["Apprentice Nursery Assistant (Level 2, then Level 3 apprenticeship)", "Apprentice Nursery Assistant"], LA, "2018-09", "2020-07",
       ["Syston, Leicestershire"]),
     P(["Sales Assistant (Saturdays)", "Sales Assistant"], ["Boots"], "2016", "2018", ["Haymarket Shopping Centre, Leicester", "Leicester"])],
    [ED(["Level 3 Diploma for the Early Years Workforce (Early Years Educator)", "Level 3 Diploma for the Early Years Workforce"],
        ["Leicester College", "Leicester College (apprenticeship)"]),
     ED(["Level 2 Certificate for the Children and Young People's Workforce"], "Leicester College")],
    [["Paediatric First Aid (12-hour, full)", "Paediatric First Aid"], ["Safeguarding and Child Protection Level 3 (Designated Lead)",
      "Safeguarding and Child Protection Level 3"], ["Level 3 Award in Supporting Special Educational Needs (Early Years SENCo)",
      "Level 3 Award in Supporting Special Educational Needs"], ["Food Hygiene Level 2", "Food Hygiene"], ["Enhanced DBS"]],
    [["EYFS framework", "EYFS"], ["Observation, assessment and planning", "Observation"], ["In-the-moment planning"], "Famly", "Tapestry",
     ["Makaton (Level 1)", "Makaton"], ["Key person approach"], ["Behaviour support"], ["Working with parents"], ["Team leadership", "Leadership"]],
    ["Leicester", "Syston", "Boots", "Birstall", "Toddler"],
    [8.2, 10.95], PRE, ONE + SK + SY)

# 23 Chicago housing case manager, name and contact only in the page header (docx) ----------------------------------
add("23-case-manager-housing-header-contact-il-us.docx",
    C(["Marcus D. Ellington", "MARCUS D. ELLINGTON", "Marcus Ellington"], "marcus.ellington@example.com", "(773) 555-0184", ["Chicago, IL 60637", "Chicago, IL"]),
    [P(["Senior Case Manager, Permanent Supportive Housing", "Senior Case Manager"], "Thresholds", "2021-04", "Present", ["Chicago, IL"]),
     P("Case Manager", "Heartland Alliance Health", "2018-10", "2021-03", ["Chicago, IL"]),
     P(["Residential Counselor (overnight)", "Residential Counselor"], ["Lawndale Christian Health Center, Recovery Home", "Lawndale Christian Health Center"],
       "2016-06", "2018-09", ["Chicago, IL"]),
     P(["AmeriCorps Member, Youth Mentor", "AmeriCorps Member", "Youth Mentor"], ["City Year Chicago", "City Year"], "2015-08", "2016-06", ["Chicago, IL"])],
    [ED(["Bachelor of Social Work (BSW)", "Bachelor of Social Work", "BSW"], "Chicago State University")],
    [["Certified Alcohol and Other Drug Counselor (CADC)", "CADC", "Certified Alcohol and Other Drug Counselor"],
     ["SOAR Online Course (SSI/SSDI Outreach, Access and Recovery)", "SOAR Online Course", "SOAR"], ["Mental Health First Aid USA", "Mental Health First Aid"],
     ["Naloxone administration (Illinois DHS)", "Naloxone administration"]],
    ["Case management", "Housing First", "Harm reduction", "Motivational interviewing", ["Crisis de-escalation", "De-escalation"],
     ["Benefits advocacy (SSI/SSDI, SNAP, Medicaid)", "Benefits advocacy"], ["HMIS (ServicePoint)", "HMIS", "ServicePoint"], ["Credible EHR", "Credible"],
     ["VI-SPDAT"], ["Trauma-informed care"]],
    ["Chicago", "Lawndale", "AmeriCorps", "South Side", "Narcan"],
    [10.4, 11.4], ["Social and Human Service Assistants", "Mental Health and Substance Abuse Social Workers", "Community and Social Service Specialists",
                   "Social Workers, All Other", "Substance Abuse and Behavioral Disorder Counselors"], ONE + SK)

# 24 Sydney early childhood teacher, Word heading styles, "Employer | dates" italic line (docx) ----------------------
add("24-early-childhood-teacher-nesa-headings-au.docx",
    C("Sophie Tran", "sophie.tran.ect@example.com.au", "0491 570 227", ["Blacktown NSW 2148", "Blacktown NSW"]),
    [P(["Early Childhood Teacher & Educational Leader", "Early Childhood Teacher"], ["Goodstart Early Learning Blacktown", "Goodstart Early Learning"],
       "2022-01", "Present", ["Blacktown NSW"]),
     P("Early Childhood Teacher", ["KU Children's Services – Marayong Preschool", "KU Children's Services", "Marayong Preschool"], "2020-02", "2021-12",
       ["Marayong NSW"]),
     P(["Diploma-qualified Educator (Room Leader, Toddlers)", "Diploma-qualified Educator"], ["Guardian Childcare & Education"], "2016-03", "2020-01",
       ["Parramatta NSW"])],
    [ED(["Bachelor of Education (Early Childhood Education)", "Bachelor of Education"], "Western Sydney University"),
     ED(["CHC50113 Diploma of Early Childhood Education and Care", "Diploma of Early Childhood Education and Care"], "TAFE NSW")],
    [["NESA accreditation — Proficient Teacher (Early Childhood)", "NESA accreditation", "NESA Proficient Teacher"],
     ["Working With Children Check (NSW)", "Working With Children Check", "WWCC"],
     ["HLTAID012 Provide First Aid in an Education and Care Setting", "HLTAID012"],
     ["Child Protection (Mandatory Reporter)", "Child Protection"]],
    [["Early Years Learning Framework (EYLF V2.0)", "Early Years Learning Framework", "EYLF"], ["National Quality Framework (NQF)", "National Quality Framework", "NQF"],
     ["Intentional teaching"], ["Play-based learning"], ["Documentation"], "Storypark", "Xplor", ["Inclusion support"], "Vietnamese",
     ["Leadership and mentoring of educators", "Leadership", "Mentoring"]],
    ["Blacktown", "Parramatta", "Marayong", "Toddlers", "Referees"],
    [10.6, 10.8], PRE, ONE + SK + SY)

# 25 Surrey BC vice-principal, employer headings with roles underneath (docx) --------------------------------------
SUR = ["Surrey Schools (School District No. 36)", "Surrey Schools", "School District No. 36"]
RIC = ["Richmond School District No. 38", "Richmond School District"]
add("25-vice-principal-bc-employer-roles-ca.docx",
    C(["Jonathan (Jon) MacKenzie-Lee", "Jonathan MacKenzie-Lee", "JONATHAN (JON) MACKENZIE-LEE", "Jon MacKenzie-Lee"], "jon.mackenzielee@example.ca",
      "604-555-0121", ["Surrey, British Columbia V3S 0B2", "Surrey, British Columbia"]),
    [P("Vice-Principal", SUR + ["Hazelgrove Elementary"], "2022-08", "Present"),
     P(["Learning Support Teacher / District Helping Teacher (Literacy)", "Learning Support Teacher", "District Helping Teacher (Literacy)"],
       SUR + ["Surrey Schools Curriculum & Instructional Services"], "2017-09", "2022-06"),
     P(["Classroom Teacher, Grades 3–5", "Classroom Teacher"], RIC + ["Walter Lee Elementary"], "2011-09", "2017-06"),
     P(["Teacher Teaching on Call (TTOC)", "Teacher Teaching on Call"], RIC, "2010-01", "2011-06")],
    [ED(["Master of Education, Educational Leadership", "Master of Education"], "Simon Fraser University"),
     ED(["Bachelor of Education (Elementary)", "Bachelor of Education"], "University of British Columbia"),
     ED(["Bachelor of Arts, Geography", "Bachelor of Arts"], "University of British Columbia")],
    [["BC Professional Teaching Certificate", "BC Professional Teaching Certificate (Ministry of Education and Child Care, Teacher Certification Branch)"],
     ["Violence Threat Risk Assessment (VTRA) Level 1 and 2", "Violence Threat Risk Assessment (VTRA)", "VTRA", "Violence Threat Risk Assessment"],
     ["Standard First Aid with CPR-C", "Standard First Aid"]],
    ["Instructional leadership", "Inclusive education", ["School Learning Plans", "School Learning Plan"], "Structured literacy", "Reading Recovery",
     ["MyEducation BC"], ["Restorative practice"], ["Staff supervision and evaluation", "Staff supervision"], "Budget management", "Conflict resolution"],
    ["Surrey", "Richmond", "Geography", "Basketball", "Hazelgrove"],
    [16.3, 16.85], ADMIN, ONE + SK + SY)

# 26 Bradford HLTA, a plain Word file, "Title, Employer, Town — dates" lines (docx) ------------------------------------
GL = ["Green Lane Primary Academy"]
add("26-hlta-plain-word-bradford-uk.docx",
    C("Nadia Hussain", "nadia.hussain86@example.com", "07700 900 354", ["72 Carlisle Road, Bradford BD8 8AS", "Bradford BD8 8AS", "Bradford"]),
    [P(["HLTA", "Higher Level Teaching Assistant"], GL, "2019-09", "Present", ["Bradford"]),
     P(["Teaching Assistant (Level 3)", "Teaching Assistant"], GL, "2015-09", "2019-07", ["Bradford"]),
     P(["Midday Supervisor / Volunteer Reader", "Midday Supervisor"], ["Lilycroft Primary School"], "2013", "2015", ["Bradford"])],
    [ED(["Level 3 Certificate in Supporting Teaching and Learning in Schools", "Level 3 Certificate in Supporting Teaching and Learning"], "Bradford College"),
     ED(["Level 2 Award in Support Work in Schools"], "Bradford College"),
     ED(["GCSE English Language (C) and Mathematics (C)", "GCSE", "GCSEs"], ["Belle Vue Girls' School"])],
    [["Higher Level Teaching Assistant (HLTA) status", "HLTA status", "Higher Level Teaching Assistant (HLTA)", "HLTA"],
     ["Read Write Inc. Phonics", "Read Write Inc. Phonics (2023)"], ["Paediatric First Aid", "Paediatric First Aid (2024)"], ["Team Teach", "Team Teach (2022)"],
     ["Enhanced DBS"]],
    [["Phonics (Read Write Inc.)", "Phonics", "Read Write Inc."], "Numicon", "Precision Teaching", ["EAL support", "EAL"], ["SEND support", "SEND"],
     "Behaviour management", ["Whole-class cover"], ["Microsoft Word"], ["PowerPoint", "Microsoft PowerPoint"], "CPOMS", "Urdu", "Punjabi"],
    ["Bradford", "Lilycroft", "Forest School", "Mathematics", "Lunchtime"],
    [11.1, 13.95], TA, ONE + SK + SY)

# 27 Kochi special educator, RCI, bordered work table with From / To columns, dd/mm/yyyy (docx) ------------------------
add("27-special-educator-rci-work-table-kochi-in.docx",
    C(["Meera Joseph Thomas", "MEERA JOSEPH THOMAS"], "meera.jthomas@example.in", "+91 94470 55812",
      ["Flat 5B, Skyline Apartments, Kakkanad, Kochi, Kerala - 682030", "Kakkanad, Kochi, Kerala - 682030", "Kochi, Kerala - 682030", "Kochi, Kerala", "Kochi"]),
    [P(["Special Educator & Learning Support Coordinator", "Special Educator"], ["Choice School, Tripunithura, Kochi", "Choice School", "Choice School, Tripunithura"],
       "2019-05", "Present"),
     P("Special Educator", ["Rajagiri Centre for Special Education (Rajagiri Public School), Kochi", "Rajagiri Centre for Special Education",
       "Rajagiri Centre for Special Education (Rajagiri Public School)"], "2016-06", "2019-04"),
     P("Trainee Special Educator", ["Amrita Special School for Autism, Kochi", "Amrita Special School for Autism"], "2015-07", "2016-05")],
    [ED(["M.Ed. Special Education (Learning Disability)", "M.Ed. Special Education", "M.Ed."], ["NIEPMD, Chennai", "NIEPMD", "University of Madras"]),
     ED(["B.Ed. Special Education (Intellectual Disability)", "B.Ed. Special Education", "B.Ed."],
        ["National Institute of Speech and Hearing (NISH), Thiruvananthapuram", "National Institute of Speech and Hearing (NISH)",
         "National Institute of Speech and Hearing", "University of Kerala"]),
     ED(["B.A. Psychology", "B.A."], ["St. Teresa's College, Ernakulam", "St. Teresa's College", "Mahatma Gandhi University"])],
    [["Rehabilitation Council of India (RCI) — Registered Professional", "Rehabilitation Council of India (RCI)", "RCI Registered", "RCI registration",
      "Rehabilitation Council of India (RCI) — Registered Professional, CRR No. A45678 (valid to 2028)"],
     ["Certificate in Applied Behaviour Analysis", "Certificate in Applied Behaviour Analysis (RBT-equivalent, 40 hours)"],
     ["Orton-Gillingham Associate Level Training", "Orton-Gillingham Associate Level Training, Madras Dyslexia Association"],
     ["CTET (Paper I) qualified", "CTET (Paper I)", "CTET"]],
    [["Individualised Education Plans (IEP)", "Individualised Education Plans", "IEP"], ["Remedial teaching", "Remedial teaching (reading, spelling, maths)"],
     ["Orton-Gillingham multisensory approach", "Orton-Gillingham"], ["Applied Behaviour Analysis", "ABA"], ["Parent counselling"],
     ["MS Office", "Microsoft Office"], "Google Classroom", "Malayalam", "Hindi", ["Differentiated worksheets", "Differentiation"]],
    ["Kochi", "Kakkanad", "Tripunithura", "Married", "Psychology"],
    [11.3, 11.45], SPED, ONE + SK + SY)

# 28 Scottish geography teacher at international schools, header-row tables (docx) ------------------------------------
add("28-international-geography-teacher-tables-dubai-uk.docx",
    C("Callum Fraser", "callum.fraser.geo@example.com", "+971 50 555 0419", ["Dubai, United Arab Emirates", "Dubai"]),
    [P(["Head of Geography (KS3–IBDP)", "Head of Geography"], ["GEMS Wellington Academy – Silicon Oasis", "GEMS Wellington Academy"], "2022-08", "Present",
       ["Dubai, UAE"]),
     P(["Teacher of Geography; Head of Year 9 (2020–22)", "Teacher of Geography", "Teacher of Geography; Head of Year 9"], ["Dulwich College Shanghai Pudong"],
       "2019-08", "2022-07", ["Shanghai, China"]),
     P(["Teacher of Geography (one-year contract)", "Teacher of Geography"], ["Wellington College International Shanghai"], "2018-08", "2019-06",
       ["China", "Shanghai, China"]),
     P(["Teacher of Geography (permanent)", "Teacher of Geography"], ["Bearsden Academy"], "2016-08", "2018-06", ["East Dunbartonshire, Scotland"]),
     P(["Probationer Teacher (Teacher Induction Scheme)", "Probationer Teacher"], ["Hermitage Academy"], "2015-08", "2016-06", ["Helensburgh, Scotland"])],
    [ED(["PGDE Secondary (Geography)", "PGDE Secondary", "PGDE"], "University of Glasgow"),
     ED(["MA (Hons) Geography", "MA (Hons) Geography, 2:1", "MA Geography"], "University of Aberdeen")],
    [["General Teaching Council for Scotland (GTCS) – full registration", "General Teaching Council for Scotland (GTCS)", "GTCS",
      "General Teaching Council for Scotland (GTCS) – full registration, Secondary Geography"],
     ["Qualified Teacher Status (QTS)", "QTS", "Qualified Teacher Status (QTS), awarded 2023 via the International QTS route (DfE)"],
     ["KHDA teacher licence (UAE)", "KHDA teacher licence"], ["Emergency First Aid at Work"], ["PVG membership (Disclosure Scotland)", "PVG membership", "PVG"]],
    [["IB Diploma Programme", "IB DP"], ["Cambridge IGCSE (0460)", "Cambridge IGCSE", "IGCSE"], ["SQA Higher", "SQA"], ["Fieldwork and risk assessment", "Fieldwork"],
     ["GIS (ArcGIS Online, QGIS)", "GIS", "ArcGIS Online", "ArcGIS"], "QGIS", "Microsoft Teams", "Nearpod", "Firefly", "iSAMS", ["Outdoor education"],
     ["Mandarin (HSK 2)", "Mandarin"]],
    ["Dubai", "Shanghai", "Helensburgh", "Hatta", "Pudong"],
    [10.9, 11.4], SEC, ONE + SK + SY)


with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl"), "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations written")
