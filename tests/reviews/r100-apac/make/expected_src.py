#!/usr/bin/python3
"""The expectations of review 100 (Asia-Pacific and African résumés written in English: Australia, New Zealand,
Singapore, Malaysia, the Philippines, Hong Kong, South Africa, Kenya, Nigeria), written from the résumés alone before
the parser read them; writes ../expected.jsonl.
One correction after the first run (see ../README.md): totalYears ends are rounded outwards (low down, high up).
totalYears: months counted by M() below (both end months included); the low end counts a current job only to
2026-10, the high end to 2026-11 (as of 2026-11-01). What is counted is set out in ../README.md."""
import json, math, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "no-skills-section",
       "position-without-dates", "position-without-company", "placeholders", "stated-years", "short-text"]
TWO = "two-columns"
AMB = "dates-ambiguous"
LINK = "link-not-written"
E = []


def M(*ranges):
    months = set()
    for r in ranges:
        a, b = r.split(":")
        y, m = map(int, a.split("-")); y2, m2 = map(int, b.split("-"))
        while (y, m) <= (y2, m2):
            months.add((y, m)); m += 1
            if m == 13: y, m = y + 1, 1
    return len(months) / 12


def P(title, company, start, end, location=None):
    d = {"title": title}
    if company is not None:
        d["company"] = company
    if location is not None:
        d["location"] = location
    d["start"] = start
    d["end"] = end
    return d


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=(TWO, AMB), unset=()):
    e = {"file": "files/" + file,
         "contact": {"name": name, "email": email, "phone": phone, "location": location},
         "positions": positions,
         "education": [{"degree": d, "school": s} if d is not None else {"school": s} for d, s in education]}
    if certs:
        e["certifications"] = certs
    assert years[0] <= years[1], file
    # Correction after the first run: the ends were rounded to the nearest hundredth, which put a high end of 100 months
    # (8.333 years) at 8.33, below itself; the low end is now rounded down and the high end up.
    years = (math.floor(years[0] * 100 + 1e-9) / 100, math.ceil(years[1] * 100 - 1e-9) / 100)
    e.update({"skills": {"present": present, "absent": absent}, "totalYears": list(years), "occupation": occupation,
              "warnings": {}})
    if warn_present:
        e["warnings"]["present"] = list(warn_present)
    wa = [w for w in list(STD) + list(warn_absent) if w not in warn_present and w not in unset]
    if wa:
        e["warnings"]["absent"] = wa
    E.append(e)


# 01 Australian registered nurse, Brisbane ---------------------------------------------------------------------------
add("01-registered-nurse-brisbane-au.txt", ["Chloe Margaret Henderson", "Chloe Henderson"], "chloe.henderson@example.com.au",
    ["0491 555 218", "+61 491 555 218"],
    ["New Farm QLD 4005", "New Farm QLD", "New Farm, QLD", "Unit 4/18 Brunswick Street, New Farm QLD 4005", "New Farm", "New Farm, QLD 4005"],
    [P(["Clinical Nurse – Emergency Department", "Clinical Nurse"], "Royal Brisbane and Women's Hospital", "2022-03", "Present", ["Herston QLD", "Herston"]),
     P(["Registered Nurse – Surgical Ward 7B", "Registered Nurse"], "The Prince Charles Hospital", "2019-02", "2022-02", ["Chermside QLD", "Chermside"]),
     P(["Graduate Registered Nurse (Transition to Practice Program)", "Graduate Registered Nurse"], ["Mater Private Hospital Brisbane", "Mater Private Hospital"], "2018-01", "2019-01", ["South Brisbane QLD", "South Brisbane"]),
     P(["Assistant in Nursing (casual, while studying)", "Assistant in Nursing", "Assistant in Nursing (casual)"], "Bolton Clarke", "2016-06", "2017-12", ["Ipswich QLD", "Ipswich"])],
    [("Bachelor of Nursing", ["Queensland University of Technology (QUT)", "Queensland University of Technology", "QUT", "Queensland University of Technology (QUT), Brisbane"])],
    [["Advanced Life Support (ALS2)", "ALS2", "Advanced Life Support", "ALS"], ["Emergency Triage Education Kit (ETEK)", "ETEK", "Emergency Triage Education Kit"],
     ["AHPRA – Registered Nurse (Division 1)", "AHPRA", "Registered Nurse (Division 1)", "AHPRA Registered Nurse (Division 1)"]],
    [["Triage", "Emergency triage"], ["Wound care"], ["Medication administration"], ["IV therapy", "Intravenous therapy"],
     ["ieMR", "integrated electronic Medical Record"], ["Patient education"], ["Discharge planning"], ["Cannulation", "IV cannulation"],
     ["Venepuncture", "Venipuncture", "Phlebotomy"], ["ECG", "ECGs", "Electrocardiogram", "Electrocardiography"], ["Communication"], ["Teamwork"]],
    ["Herston", "Chermside", "Blue Card", "Referees", "Bolton Clarke"],
    (M("2018-01:2026-10"), M("2016-06:2026-11")), ["Registered Nurses", "Acute Care Nurses", "Critical Care Nurses"])

# 02 NZ sous chef, Queenstown, AEWV visa, "2021–23" dates ----------------------------------------------------------------
add("02-sous-chef-queenstown-nz.txt", "Rahul Menon", "rahul.menon.chef@example.co.nz", ["021 555 4821", "+64 21 555 4821"],
    ["Queenstown 9300, New Zealand", "Queenstown, New Zealand", "Queenstown 9300", "Queenstown"],
    [P("Sous Chef", ["Eichardt's Private Hotel"], "2023", "Present", "Queenstown"),
     P("Chef de Partie", ["Hilton Queenstown Resort & Spa", "Hilton Queenstown Resort & Spa, Kawarau Village", "Hilton Queenstown"], "2021", "2023", ["Kawarau Village", "Kawarau Village, Queenstown"]),
     P("Demi Chef de Partie", "Atlantis The Palm", "2018", "2021", ["Dubai, UAE", "Dubai"]),
     P("Commis Chef", "The Leela Palace", "2016", "2018", ["Bengaluru, India", "Bengaluru"])],
    [("Bachelor of Hotel Management and Catering Technology", ["Institute of Hotel Management (IHM), Bengaluru", "Institute of Hotel Management (IHM)", "Institute of Hotel Management", "IHM Bengaluru", "Institute of Hotel Management, Bengaluru"])],
    [["Food Safety – NZQA Unit Standard 167 (Practise food safety methods)", "Food Safety", "NZQA Unit Standard 167", "Unit Standard 167"],
     ["Licence Controller Qualification (LCQ)", "Licence Controller Qualification", "LCQ"], ["Workplace First Aid", "First Aid"]],
    [["Menu development", "Menu costing", "Menu development and costing"], ["Stock control"], ["HACCP"], ["Food safety"], ["Fine dining"],
     ["Banquets", "Banquets and buffets"], ["Mise en place"], ["Plating"], ["Staff training", "Training", "Training and supervising kitchen staff", "Supervision"]],
    ["Queenstown", "Dubai", "Bengaluru", "Atlantis", "Bidfood"],
    (M("2016-12:2026-10"), M("2016-01:2026-11")), ["Chefs", "Head Cooks", "Cooks"])

# 03 Filipino customer service representative, Cavite: objective, personal data, character references ----------------
add("03-customer-service-representative-cavite-ph.txt", ["Maria Kristine D. Santos", "Maria Kristine Santos"], "kristine.santos@example.com",
    ["0917 555 0342", "+63 917 555 0342"],
    ["Bacoor City, Cavite", "Blk 12 Lot 7 Phase 2, Camella Homes, Brgy. Molino III, Bacoor City, Cavite", "Brgy. Molino III, Bacoor City, Cavite",
     "Bacoor City", "Bacoor, Cavite", "Molino III, Bacoor City, Cavite", "Camella Homes, Brgy. Molino III, Bacoor City, Cavite"],
    [P(["Customer Service Representative (Inbound – US Telco Account)", "Customer Service Representative"], ["Concentrix Philippines", "Concentrix Philippines – Alabang Site", "Concentrix"], "2021-06", "Present", ["Muntinlupa City", "Alabang Site, Muntinlupa City", "Alabang, Muntinlupa City"]),
     P("Technical Support Representative", ["Teleperformance", "Teleperformance – SM Aura Tower"], "2019-08", "2021-05", ["Taguig City", "SM Aura Tower, Taguig City"]),
     P(["Service Crew (Part-time)", "Service Crew"], ["Jollibee Foods Corporation", "Jollibee Foods Corporation – Bacoor Branch", "Jollibee"], "2017-04", "2018-03")],
    [("Bachelor of Science in Hospitality Management", ["Lyceum of the Philippines University – Cavite", "Lyceum of the Philippines University", "Lyceum of the Philippines University Cavite"]),
     (None, "Bacoor National High School")],
    [["Contact Center Services NC II", "TESDA NC II", "NC II", "Contact Center Services NC II – TESDA"]],
    [["English communication", "Communication", "Communication skills", "Verbal communication", "Written communication"], ["Typing"], ["Microsoft Office", "MS Office"],
     ["Microsoft Excel", "Excel"], ["Salesforce"], ["Zendesk"], ["Avaya"], ["Troubleshooting"], ["Customer service"]],
    ["Roman Catholic", "Bacoor", "Jollibee", "Single", "Female"],
    (M("2019-08:2026-10"), M("2017-04:2018-03", "2019-08:2026-11")), ["Customer Service Representatives", "Computer User Support Specialists"])

# 04 South African bookkeeper, Johannesburg: labelled personal details, ID, driver's licence code -----------------------
add("04-bookkeeper-johannesburg-za.txt", ["Lerato Palesa Mokoena", "Lerato Mokoena", "Mokoena Lerato Palesa"], "lerato.mokoena@example.co.za",
    ["072 555 8831", "+27 72 555 8831"],
    ["12 Jan Smuts Avenue, Parktown North, Johannesburg, 2193", "Parktown North, Johannesburg, 2193", "Parktown North, Johannesburg", "Johannesburg", "Johannesburg, 2193"],
    [P("Bookkeeper", "Moore Johannesburg", "2021-07", "Present"),
     P("Creditors Clerk", ["Tiger Brands Limited", "Tiger Brands Limited, Bryanston", "Tiger Brands"], "2019-03", "2021-06", "Bryanston"),
     P(["Accounts Intern (Y.E.S. programme)", "Accounts Intern"], ["Absa Group", "Absa Group, Johannesburg", "Absa"], "2017-01", "2017-12", "Johannesburg")],
    [("Diploma in Accountancy", "University of Johannesburg"),
     (["National Senior Certificate (Matric)", "National Senior Certificate", "Matric"], ["Morris Isaacson High School", "Morris Isaacson High School, Soweto"])],
    [["Sage Pastel Partner - Intermediate", "Sage Pastel Partner Intermediate", "Sage Pastel Partner"]],
    [["Bookkeeping"], ["Sage Pastel", "Sage Pastel Partner", "Pastel"], ["SAP", "SAP FI"], ["CaseWare"], ["VIP Payroll"], ["SARS eFiling", "eFiling"],
     ["Microsoft Excel", "MS Excel", "Excel"], ["Pivot tables"], ["VAT returns", "VAT"], ["Payroll"], ["Reconciliation", "Reconciliations", "Bank reconciliation", "Bank reconciliations"],
     ["Attention to detail"]],
    ["Soweto", "Parktown", "Tiger Brands", "Criminal record", "Excellent"],
    (M("2019-03:2026-10"), M("2017-01:2017-12", "2019-03:2026-11")), ["Bookkeeping", "Accountants"])

# 05 Kenyan ICT support officer, Nairobi: dates in a left column, KCSE, referees with e-mails ------------------------------
add("05-ict-support-officer-nairobi-ke.txt", ["Brian Otieno Odhiambo", "Brian Odhiambo"], "brian.odhiambo@example.co.ke", ["+254 722 555 613", "0722 555 613"],
    ["P.O. Box 12345-00100, Nairobi", "Nairobi"],
    [P("ICT Support Officer", ["Kenya Power and Lighting Company (KPLC)", "Kenya Power and Lighting Company", "KPLC", "Kenya Power and Lighting Company (KPLC), Stima Plaza"], "2020-01", "Present", ["Stima Plaza, Nairobi", "Nairobi"]),
     P("IT Technician", "Nation Media Group", "2017-06", "2019-12", "Nairobi"),
     P(["Industrial Attachment - ICT Department", "Industrial Attachment", "Industrial Attachment (ICT Department)", "ICT Attachee", "Attachee"], "Kenyatta National Hospital", "2016-05", "2016-08", "Nairobi")],
    [("Diploma in Information Technology", ["Technical University of Kenya", "Technical University of Kenya, Nairobi"]),
     (["Kenya Certificate of Secondary Education (KCSE)", "Kenya Certificate of Secondary Education", "KCSE"], "Maseno School")],
    [["Cisco Certified Network Associate (CCNA)", "CCNA", "Cisco Certified Network Associate"], ["ITIL 4 Foundation", "ITIL Foundation", "ITIL"], ["CompTIA A+", "A+"]],
    [["Windows", "Windows 10", "Windows 11"], ["Microsoft 365", "Office 365"], ["Active Directory"], ["LAN", "WAN", "LAN/WAN troubleshooting", "Networking"],
     ["Structured cabling", "Cabling", "Network cabling"], ["Cisco", "Cisco routers", "Cisco switches", "Cisco IOS"], ["Jira Service Management", "Jira"], ["osTicket"],
     ["Microsoft Intune", "Intune"], ["Hardware maintenance", "Hardware repair", "Hardware"], ["Group Policy", "Group policies"], ["Interpersonal skills", "Communication", "Communication skills"]],
    ["Stima Plaza", "Football", "Chess", "Kisumu"],
    (M("2017-06:2026-10"), M("2016-05:2016-08", "2017-06:2026-11")), ["Computer User Support", "Computer Network Support", "Network and Computer Systems Administrators"])

# 06 Singapore logistics executive: nationality line, employer first with dates on the right -----------------------------
add("06-logistics-executive-singapore.txt", ["Tan Wei Ling", "Tan Wei Ling (Ms)", "Wei Ling Tan"], "weiling.tan@example.com.sg", "+65 9555 2817",
    ["Blk 456 Jurong West Street 41, #08-123, Singapore 640456", "Jurong West Street 41, Singapore 640456", "Singapore 640456", "Singapore", "Jurong West"],
    [P("Senior Logistics Executive", ["DHL Supply Chain Singapore Pte Ltd", "DHL Supply Chain Singapore", "DHL Supply Chain"], "2022-04", "Present"),
     P(["Logistics Executive (Ocean Freight)", "Logistics Executive"], ["Kuehne + Nagel Pte Ltd", "Kuehne + Nagel", "Kuehne+Nagel Pte Ltd", "Kuehne+Nagel"], "2018-07", "2022-03"),
     P("Logistics Coordinator", ["YCH Group Pte Ltd", "YCH Group"], "2016-01", "2018-06")],
    [(["Bachelor of Science in Logistics and Supply Chain Management (part-time)", "Bachelor of Science in Logistics and Supply Chain Management"], ["Singapore University of Social Sciences (SUSS)", "Singapore University of Social Sciences", "SUSS"]),
     ("Diploma in Supply Chain Management", "Republic Polytechnic"),
     (["GCE 'O' Level", "GCE O Level", "GCE O Levels"], "Jurong West Secondary School")],
    [["IATA Dangerous Goods Regulations (DGR) Category 3", "IATA DGR Category 3", "IATA Dangerous Goods Regulations (DGR)", "IATA Dangerous Goods Regulations"],
     ["WSQ Advanced Certificate in Supply Chain Management"]],
    [["SAP", "SAP SD", "SAP MM"], ["Manhattan WMS", "WMS", "Warehouse management system", "Manhattan"], ["TradeNet"], ["Incoterms", "Incoterms 2020"],
     ["Microsoft Excel", "Excel"], ["Pivot tables"], ["Power BI"], ["Dangerous goods handling", "Dangerous goods"], ["Vendor management"], ["Customer service"],
     ["Freight forwarding"], ["Warehousing"]],
    ["Jurong", "Married", "Tuas", "Singaporean", "Expected Salary"],
    (M("2016-01:2026-10"), M("2016-01:2026-11")), ["Logisticians", "Logistics"])

# 07 Malaysian process engineer, Penang: tab-separated dates, SPM, BEM graduate engineer --------------------------------------
PEN = ["Bayan Lepas, Penang", "Bayan Lepas", "Penang"]
add("07-process-engineer-penang-my.txt", ["Muhammad Hafiz bin Abdul Rahman", "Muhammad Hafiz Abdul Rahman", "Hafiz Rahman"], "hafiz.rahman@example.com.my",
    ["012-555 4719", "+60 12-555 4719"],
    ["No. 23, Jalan Bukit Jambul 5, 11900 Bayan Lepas, Pulau Pinang", "11900 Bayan Lepas, Pulau Pinang", "Bayan Lepas, Pulau Pinang", "Bayan Lepas", "Pulau Pinang",
     "Jalan Bukit Jambul 5, 11900 Bayan Lepas, Pulau Pinang"],
    [P("Senior Process Engineer", ["Intel Microelectronics (M) Sdn. Bhd.", "Intel Microelectronics (M) Sdn Bhd", "Intel Microelectronics", "Intel"], "2018-06", "Present", PEN),
     P("Mechanical Engineer", ["Plexus Manufacturing Sdn. Bhd.", "Plexus Manufacturing", "Plexus"], "2015-07", "2018-05", PEN),
     P("Industrial Trainee", ["Flex (Flextronics Technology (Penang) Sdn. Bhd.)", "Flex", "Flextronics Technology (Penang) Sdn. Bhd.", "Flextronics Technology (Penang) Sdn Bhd"], "2013-12", "2014-03", "Prai")],
    [(["Bachelor of Engineering (Honours) in Mechanical Engineering", "Bachelor of Engineering (Honours) Mechanical Engineering", "Bachelor of Engineering in Mechanical Engineering", "Bachelor of Engineering (Honours)"],
      ["Universiti Sains Malaysia (USM)", "Universiti Sains Malaysia", "USM", "Universiti Sains Malaysia (USM), Nibong Tebal"]),
     (["Sijil Pelajaran Malaysia (SPM)", "Sijil Pelajaran Malaysia", "SPM"], "Sekolah Menengah Sains Kepala Batas")],
    [["Lean Six Sigma Green Belt", "Six Sigma Green Belt"], ["Certified SolidWorks Associate (CSWA)", "Certified SolidWorks Associate", "CSWA"],
     ["Graduate Engineer", "Graduate Engineer, Board of Engineers Malaysia (BEM)", "Board of Engineers Malaysia (BEM)", "BEM"]],
    [["SolidWorks"], ["AutoCAD"], ["Minitab"], ["FMEA"], ["SPC", "Statistical process control"], ["DOE", "Design of experiments"], ["Lean manufacturing", "Lean"],
     ["8D problem solving", "8D"], ["Six Sigma"], ["SMED"], ["JMP"], ["DFM", "Design for manufacturing", "Design for manufacturability"]],
    ["Bayan Lepas", "Penang", "Kepala Batas", "Malaysian", "Nibong Tebal"],
    (M("2015-07:2026-10"), M("2013-12:2014-03", "2015-07:2026-11")), ["Mechanical Engineers", "Manufacturing Engineers", "Industrial Engineers"])

# 08 Nigerian front office manager, Lagos: "Jan. 2020 to date", NYSC, WAEC ------------------------------------------------
add("08-front-office-manager-lagos-ng.txt", ["Adaeze Chioma Okafor", "Adaeze Okafor"], "adaeze.okafor@example.com.ng", ["08035551294", "+234 803 555 1294"],
    ["12 Admiralty Way, Lekki Phase 1, Lagos State", "Lekki Phase 1, Lagos State", "Lekki Phase 1, Lagos", "Lagos State", "Lagos", "Lekki", "Lekki Phase 1"],
    [P("Front Office Manager", ["Eko Hotels & Suites", "Eko Hotels and Suites"], "2020-01", "Present", ["Victoria Island, Lagos", "Lagos", "Victoria Island"]),
     P(["Guest Relations Officer / Front Desk Supervisor", "Front Desk Supervisor", "Guest Relations Officer"], ["Transcorp Hilton Abuja", "Transcorp Hilton"], "2016-03", "2019-12"),
     P(["Front Desk Officer", "Front Desk Officer (NYSC)", "National Youth Service Corps (NYSC)"], ["Protea Hotel by Marriott Ikeja Select", "Protea Hotel by Marriott Ikeja Select, Lagos"], "2014-02", "2015-01", "Lagos")],
    [(["B.Sc. Hospitality and Tourism Management", "Bachelor of Science in Hospitality and Tourism Management", "B.Sc."], ["Redeemer's University", "Redeemer's University, Ede"]),
     (["Senior Secondary School Certificate (WAEC)", "Senior Secondary School Certificate", "WAEC", "SSCE"], ["Queen's College", "Queen's College, Yaba", "Queen's College, Yaba, Lagos"])],
    [["Certified Front Desk Representative (CFDR)", "Certified Front Desk Representative", "CFDR"], ["Certified Hospitality Supervisor (CHS)", "Certified Hospitality Supervisor", "CHS"]],
    [["Opera PMS", "Opera"], ["Micros POS", "Micros"], ["Revenue management"], ["Upselling"], ["Complaint resolution", "Complaint handling"], ["Team leadership", "Leadership"],
     ["Cash handling", "Cashiering"], ["Microsoft Excel", "Excel"], ["Staff training", "Training", "Coaching", "Staff training and coaching"], ["Guest relations"], ["Night audit"]],
    ["Lekki", "Victoria Island", "Queen's College", "Yaba", "Ikeja"],
    (M("2016-03:2026-10"), M("2014-02:2015-01", "2016-03:2026-11")), ["Lodging Managers", "Desk Clerks", "Concierges"])

# 09 Hong Kong executive assistant: surname-first name, dates in a left column, "Summer 2016" -------------------------------
add("09-executive-assistant-hong-kong.txt", ["Chan Ka Yan, Karen", "Karen Chan", "Chan Ka Yan", "Karen Chan Ka Yan"], "karen.chan@example.com.hk",
    ["(852) 9555 3186", "9555 3186"],
    ["Flat 12B, Tower 3, Laguna City, Kwun Tong, Kowloon, Hong Kong", "Laguna City, Kwun Tong, Kowloon, Hong Kong", "Kwun Tong, Kowloon, Hong Kong", "Kwun Tong, Kowloon",
     "Kwun Tong", "Hong Kong", "Kowloon, Hong Kong", "Tower 3, Laguna City, Kwun Tong, Kowloon, Hong Kong"],
    [P(["Executive Assistant to Managing Director", "Executive Assistant"], ["Swire Properties Limited", "Swire Properties"], "2021-09", "Present", "Quarry Bay"),
     P("Administrative Officer", "Hong Kong Productivity Council", "2018-07", "2021-08", "Kowloon Tong"),
     P(["Clerk (Contract)", "Clerk"], ["The Hongkong and Shanghai Banking Corporation Limited (HSBC)", "The Hongkong and Shanghai Banking Corporation Limited", "HSBC"], "2017-06", "2018-06", "Central"),
     P(["Summer Intern, Human Resources Department", "Summer Intern", "Summer Intern – Human Resources Department", "Summer Intern, Human Resources"], ["MTR Corporation Limited", "MTR Corporation"], "2016", "2016")],
    [(["Bachelor of Business Administration (Honours) in Human Resources Management", "Bachelor of Business Administration (Honours)", "Bachelor of Business Administration in Human Resources Management"], "Hong Kong Baptist University"),
     (["Hong Kong Diploma of Secondary Education (HKDSE)", "Hong Kong Diploma of Secondary Education", "HKDSE"], "St. Paul's Convent School")],
    [],
    [["Microsoft Office", "MS Office"], ["Microsoft Excel", "Excel"], ["PowerPoint", "Microsoft PowerPoint"], ["SAP Concur", "Concur"], ["Diary management", "Calendar management", "Diary and calendar management"],
     ["Minute taking", "Minutes", "Minute-taking"], ["Event planning"], ["Travel arrangements", "Travel management", "Travel arrangement"], ["Typing"], ["Microsoft Teams"], ["Zoom"], ["Cangjie", "Chinese typing"]],
    ["Quarry Bay", "Kowloon Tong", "Laguna City", "Taikoo Place", "Expected Salary"],
    (M("2017-06:2026-10"), M("2016-06:2016-08", "2017-06:2026-11")), ["Executive Secretaries", "Administrative Assistants", "Secretaries"])

# 10 Australian software developer, Melbourne: half a page, pipes, "2019–21" ----------------------------------------------
add("10-software-developer-melbourne-au.txt", "Liam O'Connor", "liam.oconnor@example.com", ["0412 555 907", "+61 412 555 907"], ["Melbourne VIC", "Melbourne"],
    [P("Software Developer", "Culture Amp", "2021", "Present", ["Melbourne", "Melbourne VIC"]),
     P("Junior Developer", "MYOB", "2019", "2021", ["Melbourne", "Melbourne VIC"])],
    [("Bachelor of Computer Science", "Monash University")],
    [],
    [["TypeScript"], ["React"], ["Node.js"], ["GraphQL"], ["PostgreSQL"], ["AWS", "Amazon Web Services"], ["AWS Lambda", "Lambda"], ["DynamoDB"], ["Docker"], ["Jest"],
     ["Cypress"], ["Buildkite"]],
    ["Melbourne", "MYOB", "Culture Amp", "Monash"],
    (M("2019-12:2026-10"), M("2019-01:2026-11")), ["Software Developers", "Web Developers"], unset=("short-text",))

# 11 Australian civil engineer, Sydney: dark sidebar PDF ------------------------------------------------------------------
add("11-civil-engineer-sidebar-sydney-au.pdf", "Daniel Nguyen", "daniel.nguyen@example.com.au", ["0423 555 716", "+61 423 555 716"],
    ["Parramatta NSW 2150", "Parramatta NSW", "Parramatta"],
    [P("Senior Civil Engineer", ["WSP Australia", "WSP"], "2021-07", "Present", ["Sydney NSW", "Sydney"]),
     P("Civil Engineer", "Jacobs", "2017-02", "2021-06", ["North Sydney NSW", "North Sydney"]),
     P("Graduate Civil Engineer", ["Roads and Maritime Services", "Roads and Maritime Services (RMS)"], "2015-02", "2017-01", ["Parramatta NSW", "Parramatta"]),
     P("Summer Vacation Student", "Lendlease", "2013-11", "2014-02", ["Barangaroo NSW", "Barangaroo"])],
    [(["Bachelor of Engineering (Civil) (Honours)", "Bachelor of Engineering (Civil)", "Bachelor of Engineering (Civil) (Hons)", "BE (Civil) (Hons)", "Bachelor of Engineering"], ["UNSW Sydney", "UNSW", "University of New South Wales"])],
    [["Chartered Professional Engineer (CPEng)", "CPEng", "Chartered Professional Engineer"], ["National Engineering Register (NER)", "National Engineering Register", "NER"],
     ["RPEQ", "RPEQ (Registered Professional Engineer of Queensland)", "Registered Professional Engineer of Queensland"],
     ["General Construction Induction (White Card)", "White Card", "General Construction Induction"]],
    [["12d Model", "12d"], ["AutoCAD Civil 3D", "Civil 3D"], ["DRAINS"], ["HEC-RAS"], ["OpenRoads", "Bentley OpenRoads"], ["Microsoft Project", "MS Project"],
     ["Road design", "Road and intersection design"], ["Stormwater drainage design", "Stormwater design", "Drainage design", "Stormwater"], ["Austroads", "Austroads guidelines"],
     ["Design coordination"], ["Mentoring", "Mentoring graduates"]],
    ["Parramatta", "Barangaroo", "North Sydney", "Lendlease", "Great Western Highway"],
    (M("2015-02:2026-10"), M("2013-11:2014-02", "2015-02:2026-11")), ["Civil Engineers"], warn_present=(TWO,), warn_absent=(AMB,))

# 12 Filipino registered nurse in Auckland: visa status, flex right-aligned dates, two pages ----------------------------------
add("12-registered-nurse-auckland-nz.pdf", ["Grace Villanueva", "Grace Villanueva, RN", "Grace Villanueva RN"], "grace.villanueva@example.co.nz", ["022 555 3907", "+64 22 555 3907"],
    ["14 Kowhai Street, Mount Roskill, Auckland 1041", "Mount Roskill, Auckland 1041", "Mount Roskill, Auckland", "Auckland 1041", "Auckland"],
    [P(["Registered Nurse – General Medicine, Ward 64", "Registered Nurse – General Medicine", "Registered Nurse"],
       ["Te Whatu Ora – Te Toka Tumai Auckland (Auckland City Hospital)", "Te Whatu Ora – Te Toka Tumai Auckland", "Te Whatu Ora", "Auckland City Hospital", "Te Whatu Ora Te Toka Tumai Auckland"],
       "2021-08", "Present", ["Grafton, Auckland", "Grafton", "Auckland"]),
     P("Registered Nurse", ["Ryman Healthcare – Edmund Hillary Retirement Village", "Ryman Healthcare", "Edmund Hillary Retirement Village"], "2019-10", "2021-07", ["Remuera, Auckland", "Remuera", "Auckland"]),
     P(["Staff Nurse – Medical-Surgical Unit", "Staff Nurse"], ["St. Luke's Medical Center", "St Luke's Medical Center"], "2014-05", "2019-04", ["Quezon City, Philippines", "Quezon City"])],
    [("Bachelor of Science in Nursing", ["University of Santo Tomas", "University of Santo Tomas, Manila", "University of Santo Tomas, Manila, Philippines"])],
    [["NZRC CORE Advanced", "NZRC CORE Advanced (Resuscitation)", "CORE Advanced"], ["IV Certification and Blood Administration", "IV Certification"],
     ["Nursing Council of New Zealand – Registered Nurse", "Nursing Council of New Zealand", "Annual Practising Certificate", "APC"]],
    [["IV therapy"], ["Blood transfusion", "Blood administration", "Blood transfusions"], ["Medication management", "Medication administration"], ["MedChart"], ["Wound care"],
     ["InterRAI", "InterRAI assessment"], ["Palliative care"], ["Infection prevention and control", "Infection control", "Infection prevention"], ["Patient assessment"],
     ["Discharge planning"], ["Preceptorship", "Precepting", "Preceptor"], ["Teamwork"]],
    ["Grafton", "Remuera", "Mount Roskill", "Ward 64", "Whānau"],
    (M("2014-05:2019-04", "2019-10:2026-10"), M("2014-05:2019-04", "2019-10:2026-11")), ["Registered Nurses", "Acute Care Nurses"])

# 13 Singapore data analyst: small caps, employer / title rows with right-aligned dates, NS under Others, text links ----------
add("13-data-analyst-smallcaps-singapore.pdf", ["Ryan Lim Jun Hao", "Ryan Lim"], "ryan.lim.jh@example.com", "+65 8555 0461", ["Singapore 520123", "Singapore"],
    [P(["Data Analyst, Deliveries Analytics", "Data Analyst"], "Grab", "2023-03", "Present", "Singapore"),
     P(["Associate Data Analyst, Marketplace", "Associate Data Analyst"], ["Shopee (Sea Group)", "Shopee"], "2021-07", "2023-02", "Singapore"),
     P("Data Science Intern", ["GovTech Singapore", "GovTech"], "2020-05", "2020-08", "Singapore")],
    [(["Bachelor of Science (Honours) in Data Science and Analytics", "Bachelor of Science (Honours) in Data Science and Analytics, Honours (Distinction)", "Bachelor of Science in Data Science and Analytics"],
      ["National University of Singapore", "NUS"]),
     (["GCE 'A' Level", "GCE A Level", "GCE A Levels"], "Raffles Institution")],
    [["Google Cloud Professional Data Engineer", "Professional Data Engineer"], ["Tableau Desktop Specialist"]],
    [["Python"], ["SQL"], ["pandas"], ["scikit-learn"], ["Tableau"], ["BigQuery", "Google BigQuery"], ["dbt"], ["Airflow", "Apache Airflow"], ["Spark", "Apache Spark"],
     ["A/B testing"], ["Looker Studio"], ["Time-series forecasting", "Forecasting", "Time series", "Time series forecasting"]],
    ["Singaporean", "Raffles", "Sergeant", "National Service", "Grab"],
    (M("2021-07:2026-10"), M("2020-05:2020-08", "2021-07:2026-11")), ["Data Scientists", "Business Intelligence Analysts", "Operations Research Analysts", "Statisticians"],
    warn_present=(LINK,))

# 14 Filipino software developer, Cebu: icons, objective, MM/YYYY dates, personal information table -------------------------
add("14-software-developer-icons-cebu-ph.pdf", ["Mark Anthony C. Villareal", "Mark Anthony Villareal"], "markvillareal.dev@example.com", ["+63 917 555 2846", "0917 555 2846"],
    ["Lahug, Cebu City 6000", "Cebu City 6000", "Lahug, Cebu City", "Cebu City"],
    [P("Senior Software Developer", ["Accenture Inc.", "Accenture", "Accenture Inc. – Cebu IT Park"], "2021-07", "Present", ["Cebu IT Park, Cebu City", "Cebu City"]),
     P("Software Developer", ["Lexmark Research and Development Corporation", "Lexmark"], "2019-03", "2021-06", "Cebu City"),
     P("Junior Web Developer", ["Alliance Software Inc.", "Alliance Software"], "2017-06", "2019-02", "Cebu City"),
     P(["On-the-Job Trainee (OJT)", "On-the-Job Trainee", "OJT"], ["Department of Information and Communications Technology (DICT) Region VII", "Department of Information and Communications Technology (DICT)",
                                                             "Department of Information and Communications Technology", "DICT Region VII", "DICT"], "2017-03", "2017-05", "Cebu City")],
    [(["Bachelor of Science in Information Technology (Cum Laude)", "Bachelor of Science in Information Technology"], ["University of San Carlos", "University of San Carlos – Cebu City"])],
    [["Oracle Certified Professional, Java SE 11 Developer", "Oracle Certified Professional: Java SE 11 Developer", "Java SE 11 Developer", "Oracle Certified Professional"],
     ["AWS Certified Developer – Associate", "AWS Certified Developer"], ["PhilNITS IT Passport", "IT Passport"]],
    [["Java"], ["Spring Boot"], ["Angular"], ["MySQL"], ["PostgreSQL"], ["REST APIs", "REST", "REST API"], ["Git"], ["Jenkins"], ["JUnit"], ["Docker"], ["AWS", "Amazon Web Services"], ["Selenium"]],
    ["Cebu", "Roman Catholic", "Married", "Lahug", "Male"],
    (M("2017-06:2026-10"), M("2017-03:2026-11")), ["Software Developers", "Web Developers"])

# 15 Malaysian F&B supervisor, Kuala Lumpur: table with dates in the left cell --------------------------------------------
add("15-fb-supervisor-table-kuala-lumpur-my.pdf", ["Nurul Aisyah binti Mohd Yusof", "Nurul Aisyah Mohd Yusof", "Nurul Aisyah"], "nurul.aisyah@example.com.my", ["019-555 7302", "+60 19-555 7302"],
    ["No. 8, Jalan Setiawangsa 11, Taman Setiawangsa, 54200 Kuala Lumpur", "Taman Setiawangsa, 54200 Kuala Lumpur", "54200 Kuala Lumpur", "Kuala Lumpur", "Setiawangsa, Kuala Lumpur",
     "Jalan Setiawangsa 11, Taman Setiawangsa, 54200 Kuala Lumpur"],
    [P("Assistant Restaurant Manager", ["Shangri-La Kuala Lumpur – Lemon Garden Café", "Shangri-La Kuala Lumpur", "Shangri-La"], "2022-01", "Present"),
     P(["F&B Supervisor", "Food and Beverage Supervisor"], ["Mandarin Oriental Kuala Lumpur", "Mandarin Oriental"], "2019-03", "2021-12"),
     P(["Captain", "Captain (promoted from Waitress in 2018)"], ["The Majestic Hotel Kuala Lumpur", "The Majestic Hotel"], "2017-02", "2019-02"),
     P(["Industrial Training (F&B Service)", "Industrial Training", "Industrial Trainee"], ["Sunway Resort Hotel", "Sunway Resort Hotel, Petaling Jaya"], "2016-08", "2017-01", "Petaling Jaya")],
    [("Diploma in Hospitality Management", ["Berjaya University College", "Berjaya University College, Kuala Lumpur"]),
     (["Sijil Pelajaran Malaysia (SPM)", "SPM", "Sijil Pelajaran Malaysia"], "SMK Taman Tun Dr Ismail")],
    [["Food Handling Certificate (Kursus Pengendalian Makanan)", "Food Handling Certificate", "Kursus Pengendalian Makanan"], ["WSET Level 2 Award in Wines", "WSET Level 2"]],
    [["Restaurant operations"], ["Banquet service", "Banquets", "Banquet operations"], ["Inventory control", "Inventory"], ["Cost control"], ["HACCP"],
     ["Micros POS", "Micros", "Simphony", "Micros Simphony", "Micros POS (Simphony)"], ["Opera PMS", "Opera"], ["Microsoft Excel", "Excel"], ["Staff training", "Training"],
     ["Complaint handling", "Guest complaint handling"], ["Upselling"], ["Teamwork"]],
    ["Setiawangsa", "Petaling Jaya", "Lemon Garden", "TripAdvisor", "People"],
    (M("2017-02:2026-10"), M("2016-08:2026-11")), ["Food Service Managers", "Supervisors of Food Preparation and Serving Workers"], warn_absent=(AMB,))

# 16 Hong Kong senior IT project manager: three pages, key projects ------------------------------------------------------
add("16-it-project-manager-three-pages-hong-kong.pdf", ["Wong Siu Ming, Kelvin", "Kelvin Wong", "Wong Siu Ming", "Kelvin Wong Siu Ming"], "kelvin.wong.pm@example.com.hk",
    ["(852) 6555 1942", "6555 1942"],
    ["Flat 8A, Block 2, City One Shatin, New Territories, Hong Kong", "City One Shatin, New Territories, Hong Kong", "Shatin, New Territories, Hong Kong", "New Territories, Hong Kong",
     "Hong Kong", "Shatin", "Block 2, City One Shatin, New Territories, Hong Kong"],
    [P("Senior IT Project Manager", ["The Hong Kong Jockey Club", "Hong Kong Jockey Club"], "2020-04", "Present", "Sha Tin"),
     P("IT Project Manager", ["Cathay Pacific Airways Limited", "Cathay Pacific Airways", "Cathay Pacific"], "2016-01", "2020-03", ["Cathay City, Lantau Island", "Lantau Island", "Cathay City"]),
     P("Systems Analyst", ["PCCW Solutions Limited", "PCCW Solutions"], "2011-08", "2015-12", "Quarry Bay"),
     P("Analyst Programmer", ["Hang Seng Bank Limited", "Hang Seng Bank"], "2008-09", "2011-07", "Central")],
    [(["Master of Science in Information Technology Management", "Master of Science in Information Technology Management (part-time)"], "City University of Hong Kong"),
     (["Bachelor of Engineering (Honours) in Computer Engineering", "Bachelor of Engineering in Computer Engineering"], ["The Hong Kong Polytechnic University", "Hong Kong Polytechnic University"])],
    [["Project Management Professional (PMP)", "PMP", "Project Management Professional"], ["PRINCE2 Practitioner"], ["Certified ScrumMaster (CSM)", "Certified ScrumMaster", "CSM"],
     ["AWS Certified Solutions Architect – Associate", "AWS Certified Solutions Architect"], ["ITIL 4 Foundation", "ITIL Foundation"]],
    [["Project management", "Programme management", "Program management"], ["PRINCE2"], ["Scrum"], ["SAFe", "Scaled Agile Framework"], ["Budgeting"], ["Earned value management"],
     ["Vendor management"], ["Risk management"], ["Stakeholder management"], ["Jira"], ["Confluence"], ["AWS", "Amazon Web Services"]],
    ["Sha Tin", "Lantau", "MacLehose Trail", "Running", "Hiking"],
    (M("2008-09:2026-10"), M("2008-09:2026-11")), ["Computer and Information Systems Managers", "Information Technology Project Managers", "Project Management Specialists"])

# 17 South African electrical engineer (mining): two-column grid, ID, licence code, Pr.Eng / GCC ---------------------------
add("17-electrical-engineer-mining-twocol-za.pdf", "Sipho Ndlovu", "sipho.ndlovu@example.co.za", ["082 555 4410", "+27 82 555 4410"],
    ["21 Koedoe Street, Cashan, Rustenburg, 0299", "Cashan, Rustenburg, 0299", "Cashan, Rustenburg", "Rustenburg", "Rustenburg, 0299"],
    [P("Senior Electrical Engineer", ["Anglo American Platinum – Mogalakwena Mine", "Anglo American Platinum"], "2021-03", "Present", ["Mokopane", "Mogalakwena Mine, Mokopane"]),
     P("Electrical Engineer", ["Sibanye-Stillwater – Marikana Operations", "Sibanye-Stillwater"], "2016-01", "2021-02", ["Rustenburg", "Marikana Operations, Rustenburg"]),
     P("Engineer-in-Training", ["Impala Platinum (Implats)", "Impala Platinum", "Implats"], "2013-01", "2015-12", "Rustenburg"),
     P("Vacation Student", ["Eskom – Medupi Power Station", "Eskom"], "2011-12", "2012-01", ["Lephalale", "Medupi Power Station, Lephalale"])],
    [(["BSc (Engineering) in Electrical Engineering", "BSc (Engineering) Electrical Engineering", "BSc (Eng) Electrical", "BSc Engineering in Electrical Engineering"],
      ["University of the Witwatersrand", "University of the Witwatersrand, Johannesburg", "Wits"]),
     (["National Senior Certificate (Matric)", "National Senior Certificate", "Matric", "National Senior Certificate (Matric) – Bachelor's pass with distinctions in Mathematics and Physical Science"],
      ["Bafokeng High School", "Bafokeng High School, Phokeng"])],
    [["Professional Engineer (Pr.Eng)", "Pr.Eng", "Professional Engineer"],
     ["Government Certificate of Competency (GCC) – Electrical Engineering (Mines and Works)", "Government Certificate of Competency (GCC)", "Government Certificate of Competency", "GCC"]],
    [["HV/MV reticulation", "Reticulation", "Medium voltage", "High voltage", "MV reticulation"], ["Protection studies", "Protection", "Protection and load studies", "Load studies", "Power system protection"],
     ["DIgSILENT PowerFactory", "PowerFactory", "DIgSILENT"], ["SAP PM", "SAP"], ["PLC", "PLC systems", "Siemens S7", "PLCs"], ["Variable speed drives", "VSD", "VSDs"],
     ["Condition monitoring"], ["Thermography"], ["Project management"], ["Mine Health and Safety Act", "MHSA"], ["Switchgear"], ["Transformers", "Transformer"]],
    ["Rustenburg", "Mokopane", "Marikana", "Phokeng", "Lephalale"],
    (M("2013-01:2026-10"), M("2011-12:2012-01", "2013-01:2026-11")), ["Electrical Engineers"], warn_present=(TWO,), warn_absent=(AMB,))

# 18 Kenyan ICU nurse, Mombasa: colour band, "Jan. 2020 to date", KRCHN, KCSE B- (Minus), internship -----------------------
add("18-registered-nurse-mombasa-ke.pdf", ["Faith Wanjiru Kamau", "Faith Wanjiru Kamau, KRCHN", "Faith Kamau"], "faith.kamau@example.co.ke", ["+254 712 555 078", "0712 555 078"],
    ["Nyali, Mombasa", "Mombasa"],
    [P(["Nursing Officer – Intensive Care Unit", "Nursing Officer"], ["Coast General Teaching and Referral Hospital", "Coast General Teaching and Referral Hospital, Mombasa"], "2020-01", "Present", "Mombasa"),
     P(["Registered Nurse – Medical-Surgical Ward", "Registered Nurse"], ["The Aga Khan Hospital", "The Aga Khan Hospital, Mombasa", "Aga Khan Hospital"], "2017-09", "2019-12", "Mombasa"),
     P("Nurse Intern", "Kenyatta National Hospital", "2016-07", "2017-06", "Nairobi")],
    [(["Diploma in Kenya Registered Community Health Nursing (KRCHN)", "Diploma in Kenya Registered Community Health Nursing", "KRCHN"],
      ["Kenya Medical Training College (KMTC)", "Kenya Medical Training College", "KMTC", "Kenya Medical Training College (KMTC), Nairobi"]),
     (["Kenya Certificate of Secondary Education (KCSE)", "Kenya Certificate of Secondary Education", "KCSE", "Kenya Certificate of Secondary Education (KCSE) – Mean Grade B- (Minus)"],
      ["Alliance Girls High School", "Alliance Girls High School, Kikuyu"])],
    [["Basic Life Support (BLS)", "BLS", "Basic Life Support"], ["Advanced Cardiovascular Life Support (ACLS)", "ACLS", "Advanced Cardiovascular Life Support"],
     ["Emergency Triage Assessment and Treatment (ETAT+)", "ETAT+", "Emergency Triage Assessment and Treatment"], ["Nursing Council of Kenya – Registered Nurse", "Nursing Council of Kenya"]],
    [["Critical care nursing", "Critical care"], ["Mechanical ventilation", "Ventilation"], ["Infection prevention and control", "Infection control", "Infection prevention"],
     ["IV cannulation", "Cannulation"], ["Medication administration"], ["Wound care"], ["Patient education", "Patient and family education"],
     ["Haemodynamic monitoring", "Hemodynamic monitoring"], ["Teamwork"], ["Leadership"]],
    ["Nyali", "Mombasa", "Kikuyu", "Minus"],
    (M("2017-09:2026-10"), M("2016-07:2026-11")), ["Registered Nurses", "Critical Care Nurses", "Acute Care Nurses"])

# 19 Nigerian network engineer, Abuja: dark left sidebar with name, NYSC, LinkedIn link without its address -----------------
add("19-network-engineer-sidebar-abuja-ng.pdf", ["Oluwaseun Adebayo Adeyemi", "Oluwaseun Adeyemi", "Seun Adeyemi"], "seun.adeyemi@example.com.ng", ["+234 803 555 7721", "0803 555 7721"],
    ["Gwarinpa, Abuja FCT", "Gwarinpa, Abuja", "Abuja FCT", "Abuja"],
    [P("Senior Network Engineer", ["MTN Nigeria Communications Plc", "MTN Nigeria"], "2021-01", "Present", "Abuja"),
     P("Network Engineer", ["MainOne (Main Street Technologies)", "MainOne", "Main Street Technologies"], "2017-06", "2020-12", "Lagos"),
     P("NOC Engineer", ["Galaxy Backbone Limited", "Galaxy Backbone"], "2015-08", "2017-05", "Abuja"),
     P(["IT Officer (NYSC)", "IT Officer"], "Federal Ministry of Communication Technology", "2014-07", "2015-06", "Abuja")],
    [(["B.Eng. Electrical/Electronic Engineering", "Bachelor of Engineering in Electrical/Electronic Engineering", "B.Eng."],
      ["Federal University of Technology, Akure (FUTA)", "Federal University of Technology, Akure", "Federal University of Technology Akure", "FUTA"]),
     (["Senior School Certificate Examination (WAEC)", "Senior School Certificate Examination", "WAEC", "SSCE"], ["Federal Government College, Ogbomoso", "Federal Government College"])],
    [["CCNP Enterprise", "CCNP"], ["CCNA"], ["Fortinet NSE 4", "NSE 4"], ["JNCIA-Junos", "JNCIA"], ["ITIL 4 Foundation", "ITIL Foundation"]],
    [["Cisco", "Cisco routing and switching", "Routing and switching"], ["BGP"], ["OSPF"], ["MPLS", "IP/MPLS"], ["SD-WAN", "Cisco SD-WAN", "Cisco Viptela"],
     ["Fortinet", "Fortinet firewalls", "FortiGate"], ["Juniper", "Juniper MX"], ["Python"], ["Ansible"], ["Zabbix"], ["SolarWinds"], ["Incident management"]],
    ["Oyo", "Gwarinpa", "Married", "Ogbomoso", "State of Origin"],
    (M("2015-08:2026-10"), M("2014-07:2026-11")), ["Network and Computer Systems Administrators", "Computer Network Architects", "Computer Network Support", "Telecommunications Engineering"],
    warn_present=(TWO, LINK), warn_absent=(AMB,))

# 20 Filipino BPO team leader, Pasig: two columns with skill bars --------------------------------------------------------
add("20-bpo-team-leader-twocol-manila-ph.pdf", ["Jerome S. Dela Cruz", "Jerome Dela Cruz"], "jerome.delacruz@example.com", ["0926 555 4410", "+63 926 555 4410"],
    ["Brgy. San Antonio, Pasig City, Metro Manila", "Pasig City, Metro Manila", "Pasig City", "San Antonio, Pasig City, Metro Manila"],
    [P(["Team Leader – Telecommunications Account (US)", "Team Leader"], ["TELUS International Philippines", "TELUS International"], "2020-01", "Present", ["Ortigas Center, Pasig City", "Pasig City"]),
     P(["Subject Matter Expert (SME)", "Subject Matter Expert"], "TaskUs", "2018-06", "2019-12", "Taguig City"),
     P("Customer Service Representative", ["Convergys Philippines", "Convergys"], "2015-04", "2018-05", ["Eastwood City, Quezon City", "Quezon City"])],
    [("Bachelor of Arts in Communication", ["Far Eastern University", "Far Eastern University, Manila"])],
    [["COPC CX Standard Registered Coordinator", "COPC"], ["Lean Six Sigma Yellow Belt", "Six Sigma Yellow Belt"]],
    [["Coaching", "Coaching and mentoring"], ["Mentoring"], ["Quality assurance"], ["Workforce management"], ["Salesforce Service Cloud", "Salesforce"], ["Zendesk"],
     ["Avaya CMS", "Avaya"], ["Microsoft Excel", "Excel"], ["Pivot tables"], ["Customer service"], ["Technical support"]],
    ["Pasig", "Ortigas", "Taguig", "Married", "Eastwood"],
    (M("2015-04:2026-10"), M("2015-04:2026-11")), ["Customer Service Representatives", "Supervisors of Office and Administrative Support"], warn_present=(TWO,), warn_absent=(AMB,))

# 21 Australian office administrator, Perth: right tab-stop dates --------------------------------------------------------
add("21-office-administrator-tabstops-perth-au.docx", ["Sarah Jane Mitchell", "Sarah Mitchell"], "sarahj.mitchell@example.com.au", ["0438 555 261", "+61 438 555 261"],
    ["Joondalup WA 6027", "Joondalup WA", "Joondalup"],
    [P("Office Administrator", ["Programmed Facility Management", "Programmed"], "2022-02", "Present", ["Osborne Park WA", "Osborne Park"]),
     P(["Receptionist / Administration Assistant", "Receptionist", "Administration Assistant"], ["The Perth Mint", "Perth Mint"], "2018-06", "2022-01", ["East Perth WA", "East Perth"]),
     P("Customer Service Assistant", ["Coles Supermarkets", "Coles"], "2014-03", "2018-05", ["Joondalup WA", "Joondalup"])],
    [("Certificate IV in Business Administration", ["North Metropolitan TAFE", "North Metropolitan TAFE, Joondalup"]),
     (["Western Australian Certificate of Education (WACE)", "Western Australian Certificate of Education", "WACE"], "Duncraig Senior High School")],
    [["HLTAID011 Provide First Aid", "HLTAID011", "Provide First Aid", "First Aid"], ["Xero Advisor Certification", "Xero Advisor Certified", "Xero Advisor"]],
    [["MYOB AccountRight", "MYOB"], ["Xero"], ["Microsoft 365", "Office 365"], ["Microsoft Excel", "Excel"], ["Accounts payable"], ["Purchase orders", "Purchasing"],
     ["Reconciliation", "Reconciliations"], ["Reception", "Receptionist"], ["Diary management"], ["Data entry"], ["Customer service"], ["Minute taking", "Minutes", "Minute-taking"]],
    ["Joondalup", "Osborne Park", "Perth Mint", "Coles", "National Police Clearance"],
    (M("2014-03:2026-10"), M("2014-03:2026-11")), ["Administrative Assistants", "Office Clerks", "Receptionists", "Secretaries"])

# 22 NZ systems administrator, Wellington: contact only in the page header, heading styles, visa line -------------------------
add("22-systems-administrator-header-contact-wellington-nz.docx", "Arjun Patel", "arjun.patel.nz@example.com", ["027 555 6104", "+64 27 555 6104"],
    ["Johnsonville, Wellington 6037", "Johnsonville, Wellington", "Wellington 6037", "Wellington", "Johnsonville"],
    [P("Systems Administrator", "Datacom", "2021-06", "Present", "Wellington"),
     P("Systems Engineer", ["Infosys Limited", "Infosys"], "2017-07", "2021-05", ["Pune, India", "Pune"]),
     P("Technical Support Intern", "Tech Mahindra", "2017-01", "2017-06", ["Pune, India", "Pune"])],
    [(["Bachelor of Engineering (Computer Engineering)", "Bachelor of Engineering in Computer Engineering", "Bachelor of Engineering"], "Savitribai Phule Pune University")],
    [["Microsoft Certified: Azure Administrator Associate (AZ-104)", "Microsoft Certified: Azure Administrator Associate", "Azure Administrator Associate", "AZ-104"],
     ["Red Hat Certified System Administrator (RHCSA)", "Red Hat Certified System Administrator", "RHCSA"],
     ["VMware Certified Professional – Data Center Virtualization (VCP-DCV)", "VMware Certified Professional – Data Center Virtualization", "VCP-DCV", "VMware Certified Professional"],
     ["ITIL 4 Foundation", "ITIL Foundation"]],
    [["Windows Server"], ["Active Directory"], ["Group Policy"], ["Microsoft Azure", "Azure"], ["Microsoft Intune", "Intune"], ["VMware vSphere", "vSphere", "VMware"],
     ["Veeam", "Veeam Backup & Replication"], ["Red Hat Enterprise Linux", "RHEL", "Linux"], ["PowerShell"], ["Ansible"], ["ServiceNow"], ["Bash"]],
    ["Johnsonville", "Pune", "Datacom", "Insta Award", "Resident Visa"],
    (M("2017-07:2026-10"), M("2017-01:2026-11")), ["Network and Computer Systems Administrators"])

# 23 Filipino staff nurse in Singapore: layout tables (contact / particulars, date cell / details) ----------------------------
add("23-staff-nurse-layout-table-singapore.docx", ["Kristel Anne M. Bautista", "Kristel Anne Bautista"], "kristel.bautista.rn@example.com", "+65 8555 3019",
    ["Blk 212 Serangoon Avenue 4, #05-77, Singapore 550212", "Serangoon Avenue 4, Singapore 550212", "Singapore 550212", "Singapore", "Serangoon"],
    [P(["Staff Nurse – Surgical Intensive Care Unit", "Staff Nurse"], "Tan Tock Seng Hospital", "2019-03", "Present", "Singapore"),
     P(["Staff Nurse – Medical-Surgical Ward", "Staff Nurse"], ["The Medical City", "The Medical City, Pasig City"], "2015-06", "2019-02", ["Pasig City, Philippines", "Pasig City"]),
     P("Volunteer Nurse", ["Philippine Red Cross – Manila Chapter", "Philippine Red Cross"], "2014-10", "2015-05")],
    [("Bachelor of Science in Nursing", ["Our Lady of Fatima University", "Our Lady of Fatima University, Valenzuela City", "Our Lady of Fatima University, Valenzuela City, Philippines"])],
    [["Basic Cardiac Life Support and AED (BCLS+AED)", "BCLS+AED", "BCLS", "Basic Cardiac Life Support and AED", "Basic Cardiac Life Support"],
     ["Advanced Cardiac Life Support (ACLS)", "ACLS", "Advanced Cardiac Life Support"], ["IV Therapy Training", "IV Therapy"],
     ["Singapore Nursing Board – Registered Nurse (full registration)", "Singapore Nursing Board", "Singapore Nursing Board – Registered Nurse"]],
    [["Critical care nursing", "Critical care"], ["Mechanical ventilation"], ["Haemodynamic monitoring", "Hemodynamic monitoring"], ["IV therapy"], ["Medication administration"],
     ["Wound care"], ["Infection control"], ["Patient education", "Patient and family education", "Health teaching"], ["Sunrise Clinical Manager", "SCM", "Sunrise Clinical Manager (SCM)"],
     ["Arterial blood gas", "ABG", "Arterial blood gas interpretation"]],
    ["Serangoon", "S Pass", "Valenzuela", "Pasig", "Typhoon"],
    (M("2015-06:2026-10"), M("2014-10:2026-11")), ["Registered Nurses", "Critical Care Nurses", "Acute Care Nurses"], warn_absent=(AMB,))

# 24 South African call centre agent, Cape Town: half a page, jobs as one-line bullets ----------------------------------------
add("24-call-centre-agent-half-page-cape-town-za.docx", "Siyabonga Khumalo", "siya.khumalo@example.co.za", ["063 555 2290", "+27 63 555 2290"],
    ["Site C, Khayelitsha, Cape Town, 7784", "Khayelitsha, Cape Town, 7784", "Khayelitsha, Cape Town", "Cape Town", "Cape Town, 7784"],
    [P("Call Centre Agent", "CCI South Africa", "2022-06", "Present", "Cape Town"),
     P(["Sales Agent (Outbound)", "Sales Agent"], "Merchants SA", "2020-02", "2022-05", "Cape Town"),
     P("Cashier", "Shoprite", "2018", "2019", "Khayelitsha")],
    [(["National Senior Certificate (Matric)", "National Senior Certificate", "Matric"], "Harry Gwala Secondary School")],
    [],
    [["Customer service"], ["Complaints handling", "Complaint handling"], ["Outbound sales", "Sales"], ["Typing"], ["Microsoft Word", "MS Word", "Word"], ["Microsoft Excel", "Excel"],
     ["Microsoft Outlook", "Outlook"], ["Salesforce"], ["Genesys"], ["Teamwork", "Team work"], ["Listening", "Active listening"]],
    ["Khayelitsha", "Shoprite", "Code 10", "Funeral cover"],
    (M("2018-12:2019-01", "2020-02:2026-10"), M("2018-01:2019-12", "2020-02:2026-11")), ["Customer Service Representatives", "Telemarketers"], unset=("short-text",))

# 25 Kenyan procurement officer, Nairobi: bordered tables for everything, Chapter Six clearances ------------------------------
add("25-procurement-officer-bordered-tables-nairobi-ke.docx", ["Grace Njeri Mwangi", "Grace Mwangi"], "grace.mwangi@example.co.ke", ["+254 711 555 246", "0711 555 246"],
    ["Kileleshwa, Nairobi", "P.O. Box 45678-00200, Nairobi", "Nairobi"],
    [P("Senior Procurement Officer", ["Kenya Electricity Generating Company PLC (KenGen)", "Kenya Electricity Generating Company PLC", "KenGen", "Kenya Electricity Generating Company"], "2019-07", "Present", "Nairobi"),
     P("Procurement Officer", ["Safaricom PLC", "Safaricom"], "2015-02", "2019-06", "Nairobi"),
     P("Procurement Assistant", "Nairobi City Water and Sewerage Company", "2013-01", "2015-01"),
     P(["Industrial Attachment – Procurement Department", "Industrial Attachment"], ["Kenya Revenue Authority", "Kenya Revenue Authority, Times Tower"], "2012-05", "2012-08", ["Times Tower, Nairobi", "Nairobi"])],
    [(["Master of Business Administration (Procurement and Supply Chain Management)", "Master of Business Administration", "MBA"],
      ["Jomo Kenyatta University of Agriculture and Technology (JKUAT)", "Jomo Kenyatta University of Agriculture and Technology", "JKUAT"]),
     (["Bachelor of Commerce (Purchasing and Supplies Management)", "Bachelor of Commerce", "Bachelor of Commerce (Purchasing and Supplies Management) – Second Class Honours, Upper Division"], "University of Nairobi"),
     (["Kenya Certificate of Secondary Education (KCSE)", "Kenya Certificate of Secondary Education", "KCSE", "Kenya Certificate of Secondary Education (KCSE) – Mean Grade A- (Minus)"], "Kenya High School")],
    [["MCIPS", "MCIPS – Member of the Chartered Institute of Procurement & Supply", "Member of the Chartered Institute of Procurement & Supply"],
     ["Certified Procurement and Supply Professional of Kenya (CPSP-K)", "CPSP-K", "Certified Procurement and Supply Professional of Kenya"]],
    [["Public procurement", "Public procurement law", "PPADA"], ["Tender evaluation", "Tendering"], ["Contract management"], ["Negotiation"], ["SAP MM"], ["SAP SRM"], ["IFMIS"],
     ["E-procurement"], ["Supplier appraisal", "Supplier evaluation", "Vendor evaluation"], ["Inventory management"], ["Microsoft Excel", "Excel"], ["Attention to detail"]],
    ["Kileleshwa", "Times Tower", "HELB", "Good Conduct", "Married"],
    (M("2013-01:2026-10"), M("2012-05:2012-08", "2013-01:2026-11")), ["Purchasing Agents", "Purchasing Managers", "Buyers"], warn_absent=(AMB,))

# 26 Malaysian senior software engineer, Kuala Lumpur: Word heading styles with right tab-stop dates ------------------------------
add("26-software-engineer-heading-styles-kuala-lumpur-my.docx", ["Jason Lee Chee Keong", "Jason Lee"], "jason.lee.ck@example.com", ["+60 12-555 3921", "012-555 3921"],
    ["Cheras, 56000 Kuala Lumpur", "Cheras, Kuala Lumpur", "56000 Kuala Lumpur", "Kuala Lumpur", "Cheras"],
    [P("Senior Software Engineer", ["Touch 'n Go Digital", "Touch n Go Digital"], "2022-06", "Present", "Kuala Lumpur"),
     P("Software Engineer", ["Maybank (Group Technology)", "Maybank"], "2019-03", "2022-05", "Kuala Lumpur"),
     P("Junior Software Engineer", ["Agmo Studio Sdn. Bhd.", "Agmo Studio Sdn Bhd", "Agmo Studio"], "2018-01", "2019-02", "Petaling Jaya"),
     P("Software Engineering Intern", "Silverlake Axis", "2017-06", "2017-09", "Petaling Jaya")],
    [(["Bachelor of Computer Science (Hons)", "Bachelor of Computer Science"],
      ["Asia Pacific University of Technology & Innovation (APU)", "Asia Pacific University of Technology & Innovation", "Asia Pacific University of Technology and Innovation", "APU"]),
     (["Sijil Pelajaran Malaysia (SPM)", "SPM", "Sijil Pelajaran Malaysia"], "SMK Cheras Jaya")],
    [["AWS Certified Solutions Architect – Associate", "AWS Certified Solutions Architect"], ["Certified Kubernetes Application Developer (CKAD)", "CKAD", "Certified Kubernetes Application Developer"]],
    [["Go", "Golang"], ["Java"], ["Kotlin"], ["Spring Boot"], ["gRPC"], ["Kafka", "Apache Kafka"], ["Kubernetes"], ["Docker"], ["PostgreSQL"], ["Redis"], ["Grafana"], ["Microservices"]],
    ["Cheras", "Petaling Jaya", "Maybank", "Touch 'n Go"],
    (M("2018-01:2026-10"), M("2017-06:2026-11")), ["Software Developers"])

# 27 Hong Kong guest service agent: shaded sidebar made of a layout table, "2017 – 19" ------------------------------------------
add("27-guest-service-agent-sidebar-table-hong-kong.docx", ["Cherry Ho Wing Sze", "Cherry Ho", "Ho Wing Sze", "Ho Wing Sze Cherry", "Cherry HO Wing Sze"], "cherry.ho@example.com.hk",
    ["(852) 5555 8127", "5555 8127"], ["Tsuen Wan, New Territories", "Tsuen Wan"],
    [P("Guest Service Agent", ["The Peninsula Hong Kong", "Peninsula Hong Kong"], "2022-08", "Present", "Tsim Sha Tsui"),
     P("Front Desk Clerk", "Hotel ICON", "2019-09", "2022-07", "Tsim Sha Tsui East"),
     P(["Part-time Waitress", "Waitress"], ["Maxim's Caterers Limited", "Maxim's Caterers"], "2017", "2019")],
    [("Higher Diploma in Hotel Management", ["Hong Kong Institute of Vocational Education (IVE)", "Hong Kong Institute of Vocational Education", "IVE", "Hong Kong Institute of Vocational Education (IVE), Sha Tin"]),
     (["Hong Kong Diploma of Secondary Education (HKDSE)", "HKDSE", "Hong Kong Diploma of Secondary Education"], "Tsuen Wan Public Ho Chuen Yiu Memorial College")],
    [["Guest Service Gold (AHLEI)", "Guest Service Gold"]],
    [["Opera PMS", "Opera", "Opera PMS (Cloud)"], ["Check-in", "Check-in / check-out", "Check-out"], ["Cashiering"], ["Foreign exchange"], ["Concierge", "Concierge requests"], ["Upselling"],
     ["Complaint handling", "Handling guest complaints"], ["Reservations"], ["Night audit"]],
    ["Tsuen Wan", "Tsim Sha Tsui", "PolyU", "Sha Tin"],
    (M("2019-09:2026-10"), M("2017-01:2026-11")), ["Desk Clerks", "Concierges"], warn_absent=(AMB,))

# 28 Nigerian rotating equipment engineer, Port Harcourt: bordered tables, year-only dates ("2019–21", "2021 – Date") -------------
add("28-rotating-equipment-engineer-tables-port-harcourt-ng.docx", ["Chinedu Emmanuel Okonkwo", "Chinedu Okonkwo", "Chinedu Emmanuel Okonkwo, R.Eng (COREN)"], "chinedu.okonkwo@example.com.ng",
    ["+234 806 555 3318", "0806 555 3318"],
    ["15 Woji Road, GRA Phase 2, Port Harcourt, Rivers State", "GRA Phase 2, Port Harcourt, Rivers State", "Port Harcourt, Rivers State", "Port Harcourt"],
    [P("Senior Rotating Equipment Engineer", ["Shell Petroleum Development Company of Nigeria (SPDC)", "Shell Petroleum Development Company of Nigeria", "SPDC", "Shell"], "2021", "Present", "Port Harcourt"),
     P("Mechanical Engineer", ["Nigerian Agip Oil Company (NAOC)", "Nigerian Agip Oil Company", "NAOC"], "2019", "2021", "Port Harcourt"),
     P("Maintenance Engineer", ["Indorama Eleme Petrochemicals Limited", "Indorama Eleme Petrochemicals"], "2014", "2019", "Eleme"),
     P(["Corps Member (NYSC) – Mechanical Workshop", "Corps Member (NYSC)", "Corps Member"], "Federal Polytechnic Nekede", "2013", "2014", "Owerri")],
    [(["B.Eng. Mechanical Engineering", "B.Eng. Mechanical Engineering (Second Class Upper)", "Bachelor of Engineering in Mechanical Engineering"], ["University of Nigeria, Nsukka", "University of Nigeria"]),
     (["Senior School Certificate (WAEC)", "Senior School Certificate", "WAEC"], ["Federal Government College, Enugu", "Federal Government College"])],
    [["COREN", "Registered Engineer", "Council for the Regulation of Engineering in Nigeria (COREN)", "Council for the Regulation of Engineering in Nigeria (COREN) – Registered Engineer", "R.Eng"],
     ["Vibration Analyst Category II", "Vibration Analyst Category II – Mobius Institute"], ["NEBOSH International General Certificate", "NEBOSH IGC", "NEBOSH"],
     ["BOSIET", "BOSIET with CA-EBS", "BOSIET with CA-EBS (OPITO)"]],
    [["Centrifugal pumps", "Pumps"], ["Compressors", "Centrifugal compressors", "Reciprocating compressors"], ["Gas turbines"], ["Vibration analysis"], ["Condition monitoring"],
     ["Root cause failure analysis", "RCFA", "Root cause analysis"], ["SAP PM"], ["AutoCAD"], ["API 610"], ["Maintenance planning"], ["Team leadership", "Leadership"]],
    ["Woji", "Bonny", "Eleme", "Nsukka", "Owerri"],
    (M("2014-12:2026-10"), M("2013-01:2026-11")), ["Mechanical Engineers"], warn_absent=(AMB,))

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
files = sorted(os.listdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")))
assert [e["file"][6:] for e in E] == files, (len(E), len(files))
with open(out, "w", encoding="utf-8") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations written")
