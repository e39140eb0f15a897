#!/usr/bin/python3
"""The expectations of review 89 (résumés written in South Asia, Africa, South-East Asia and the Gulf), written from
the résumés alone before the parser read them; writes ../expected.jsonl. totalYears: months counted by M() below (both
end months included, "Present" = 2026-11), the same arithmetic as years.py.
Two corrections after the first run (see ../README.md): file 04 position 3 lost its location, file 16 lost the absent
skill "Filipino"."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "no-skills-section",
       "position-without-dates", "position-without-company"]
E = []


def M(*ranges):
    months = set()
    for r in ranges:
        a, b = r.split(":")
        y, m = map(int, a.split("-")); y2, m2 = map(int, b.split("-"))
        while (y, m) <= (y2, m2):
            months.add((y, m)); m += 1
            if m == 13: y, m = y + 1, 1
    return round(len(months) / 12, 2)


def P(title, company, start, end, location=None):
    d = {"title": title, "company": company, "start": start, "end": end}
    if location is not None:
        d["location"] = location
    return d


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=tuple(STD) + ("two-columns",)):
    e = {"file": "files/" + file,
         "contact": {"name": name, "email": email, "phone": phone, "location": location},
         "positions": positions,
         "education": [{"degree": d, "school": s} for d, s in education]}
    if certs:
        e["certifications"] = certs
    e.update({"skills": {"present": present, "absent": absent}, "totalYears": years, "occupation": occupation,
              "warnings": {}})
    if warn_present:
        e["warnings"]["present"] = list(warn_present)
    wa = [w for w in warn_absent if w not in warn_present]
    if wa:
        e["warnings"]["absent"] = wa
    E.append(e)


NOCOL = tuple(STD)  # absent list without "two-columns", for files where two columns are expected

# 01 Indian Java developer, IT services -------------------------------------------------------------------------------
add("01-java-developer-it-services-in.txt", ["Rahul Venkatesh Iyer", "RAHUL VENKATESH IYER"],
    "rahul.iyer.dev@example.com", "+91 98455 50123",
    ["Flat No. 304, Sai Krupa Residency, Whitefield, Bengaluru - 560066, Karnataka", "Whitefield, Bengaluru - 560066, Karnataka",
     "Bengaluru - 560066, Karnataka", "Whitefield, Bengaluru", "Bengaluru, Karnataka", "Bengaluru"],
    [P("Senior Software Engineer", ["Tata Consultancy Services Ltd.", "Tata Consultancy Services"], "2018-06", "Present", "Bengaluru"),
     P("Software Engineer", ["Mphasis Limited", "Mphasis"], "2016-07", "2018-06", "Pune")],
    [(["B.E. (Computer Sc.)", "B.E. Computer Science", "B.E."], ["Visvesvaraya Technological University", "R.V. College of Engineering", "R.V. College of Engineering, Bengaluru"]),
     (["12th (PUC)", "12th", "PUC"], ["Karnataka PU Board"]),
     (["10th (SSLC)", "10th", "SSLC"], ["KSEEB"])],
    [["Oracle Certified Professional, Java SE 8 Programmer", "Oracle Certified Professional Java SE 8 Programmer", "OCP Java SE 8 Programmer"]],
    ["Java", "Spring Boot", ["Microservices", "Microservice"], "Hibernate", ["RESTful web services", "REST APIs", "REST", "RESTful"],
     ["Oracle", "Oracle 12c", "Oracle Database"], "Jenkins", "Docker", ["AWS", "Amazon Web Services"], "JUnit", ["Angular", "Angular 8"], ["Agile", "Scrum", "Agile (Scrum)"]],
    ["Bengaluru", "Lloyds Banking Group", "Aviva", "Pune"],
    [10.2, 10.5], ["Software Developers", "Computer Programmers"])
assert M("2016-07:2026-11") == 10.42

# 02 Pakistani bank relationship manager ------------------------------------------------------------------------------
add("02-bank-officer-pakistan.txt", ["Muhammad Hamza Qureshi", "MUHAMMAD HAMZA QURESHI"], "hamza.qureshi@example.pk", "0300-5550187",
    ["House # 27, Street 9, Block C, Gulberg III, Lahore, Pakistan", "Gulberg III, Lahore, Pakistan", "Lahore, Pakistan", "Lahore", "Gulberg III, Lahore"],
    [P(["Relationship Manager (OG-II)", "Relationship Manager"], ["Habib Bank Limited (HBL)", "Habib Bank Limited", "HBL", "Habib Bank Limited (HBL) — Gulberg Branch", "Habib Bank Limited (HBL) — Gulberg Branch, Lahore"], "2019-08", "Present", ["Lahore", "Gulberg Branch, Lahore"]),
     P(["Personal Banking Officer (OG-III)", "Personal Banking Officer"], ["MCB Bank Limited", "MCB Bank Limited — Model Town Branch", "MCB Bank"], "2016-01", "2019-07", ["Lahore", "Model Town Branch, Lahore"]),
     P(["Cash Officer (Contract)", "Cash Officer"], ["Allied Bank Limited", "Allied Bank"], "2014-06", "2015-12", "Lahore")],
    [(["MBA (Banking & Finance)", "MBA"], ["University of the Punjab", "Hailey College of Banking & Finance", "University of the Punjab, Hailey College of Banking & Finance"]),
     (["B.Com (Hons)", "B.Com"], "University of the Punjab"),
     (["Intermediate (ICS)", "Intermediate", "ICS"], "Government College Lahore"),
     (["Matriculation (Science)", "Matriculation"], ["BISE Lahore"])],
    [["JAIBP", "JAIBP (Junior Associate of the Institute of Bankers Pakistan)", "Junior Associate of the Institute of Bankers Pakistan"],
     ["AML/CFT Certification", "AML/CFT Certification — Institute of Bankers Pakistan", "AML/CFT"]],
    ["Branch Banking Operations", "Credit Analysis", "Customer Relationship Management", ["AML/KYC", "AML", "KYC"], ["Cross Selling", "Cross-selling"],
     ["T24 Core Banking (Temenos)", "T24", "Temenos T24", "Temenos"], ["MS Excel", "Excel", "MS Excel (Advanced)"], ["Team Work", "Teamwork"]],
    ["Lahore", "Habib Bank", "Allied Bank", "Islam"],
    [12.3, 12.6], ["Loan Officers", "Financial Managers", "Personal Financial Advisors", "Credit Analysts"])
assert M("2014-06:2026-11") == 12.5

# 03 Nigerian accountant with NYSC ------------------------------------------------------------------------------------
add("03-accountant-nysc-nigeria.txt", ["Chidinma Grace Okonkwo", "CHIDINMA GRACE OKONKWO"], "chidinma.okonkwo@example.com.ng", "+234 803 555 0142",
    ["14 Adeola Odeku Street, Victoria Island, Lagos State", "Victoria Island, Lagos State", "Lagos State", "Victoria Island, Lagos", "Lagos"],
    [P("Senior Accountant", ["Dangote Cement Plc", "Dangote Cement Plc, Ikoyi, Lagos"], "2021-03", "Present", ["Ikoyi, Lagos", "Lagos"]),
     P("Audit Associate", ["SIAO Partners (Chartered Accountants)", "SIAO Partners"], "2016-11", "2021-02", ["Ikeja, Lagos", "Lagos"]),
     P(["Corps Member (Tax Officer)", "Corps Member", "Tax Officer"], ["National Youth Service Corps (NYSC)", "National Youth Service Corps", "NYSC", "Federal Inland Revenue Service", "Federal Inland Revenue Service, Enugu"], "2015-10", "2016-09")],
    [(["B.Sc. Accountancy", "B.Sc. Accountancy (Second Class Upper Division)"], ["University of Nigeria, Nsukka (UNN)", "University of Nigeria, Nsukka", "University of Nigeria"]),
     (["West African Senior School Certificate (WASSCE)", "WASSCE", "West African Senior School Certificate"], ["Queens College, Yaba, Lagos", "Queens College"])],
    [["Associate Chartered Accountant (ACA)", "ACA", "Associate Chartered Accountant"], ["ACTI", "Associate Member, Chartered Institute of Taxation of Nigeria (ACTI)", "Chartered Institute of Taxation of Nigeria"]],
    [["Financial reporting (IFRS)", "Financial reporting", "IFRS"], ["Taxation", "Taxation (VAT, WHT, PAYE, CIT)", "Tax"], ["Sage 300", "Sage"], "QuickBooks",
     ["SAP FICO", "SAP FICO (end user)", "SAP"], ["Microsoft Excel", "Excel"], ["Budgeting", "Budgeting and variance analysis"], ["Variance analysis", "Budgeting and variance analysis"],
     ["Interpersonal skills", "Good interpersonal and communication skills", "Communication skills", "Communication"]],
    ["Lagos", "Anambra", "Dangote", "Nnewi", "Cooking"],
    [10.0, 11.3], ["Accountants and Auditors"])
assert (M("2016-11:2026-11"), M("2015-10:2026-11")) == (10.08, 11.17)

# 04 Kenyan secondary teacher -----------------------------------------------------------------------------------------
add("04-teacher-kenya.txt", ["Joseph Kipchumba Rotich", "JOSEPH KIPCHUMBA ROTICH"], "jrotich.teacher@example.co.ke", "+254 722 555 318",
    ["P.O. Box 4521-30100, Eldoret, Kenya", "Eldoret, Kenya", "Eldoret"],
    [P(["Teacher of Mathematics & Physics / Head of Mathematics Department (from 2022)", "Teacher of Mathematics & Physics / Head of Mathematics Department",
        "Teacher of Mathematics & Physics", "Head of Mathematics Department"], ["Alliance High School", "Alliance High School, Kikuyu"], "2019-01", "Present", "Kikuyu"),
     P(["Teacher of Mathematics & Physics (BOM, then TSC from 2016)", "Teacher of Mathematics & Physics"], ["Kapsabet Boys High School", "Kapsabet Boys High School, Nandi County"], "2015-05", "2018-12", "Nandi County"),
     P(["Student Teacher", "Teaching Practice"], ["Eldoret Day Secondary School", "Eldoret Day Secondary School (Teaching Practice)"], "2013-09", "2013-12")],  # correction: no location of its own is written (Eldoret is part of the school's name)
    [(["Bachelor of Education (Science)", "Bachelor of Education (Science) - Mathematics & Physics", "Bachelor of Education"], ["Moi University", "Moi University, Eldoret"]),
     (["Kenya Certificate of Secondary Education (KCSE)", "KCSE", "Kenya Certificate of Secondary Education"], "Kapsabet Boys High School")],
    [["Certificate in Computer Applications", "Certificate in Computer Applications (KCTC Eldoret)"]],
    [["Curriculum delivery", "Curriculum delivery (8-4-4 and CBC)"], ["Lesson planning", "Lesson planning and schemes of work"],
     ["KCSE examination preparation and marking", "Examination preparation", "Exam preparation"], "GeoGebra", ["MS PowerPoint", "PowerPoint"],
     ["Classroom management", "Classroom management and guidance & counselling"], ["Guidance & counselling", "Guidance and counselling", "Counselling", "Classroom management and guidance & counselling"],
     ["Communication", "Good communication and leadership skills", "Communication skills"], ["Leadership", "Good communication and leadership skills", "Leadership skills"],
     ["Mathematics", "Mathematics teaching", "Teaching Mathematics"], ["Physics", "Physics teaching"]],
    ["Eldoret", "Kikuyu", "Alliance High School", "Chess"],
    [11.5, 11.95], ["Secondary School Teachers"])
assert (M("2015-05:2026-11"), M("2013-09:2013-12", "2015-05:2026-11")) == (11.58, 11.92)

# 05 Filipino BPO customer service representative ---------------------------------------------------------------------
add("05-bpo-csr-philippines.txt", ["Joanna Marie P. Dela Cruz", "JOANNA MARIE P. DELA CRUZ", "Joanna Marie Dela Cruz"], "joanna.delacruz@example.ph", "0917 555 0428",
    ["Blk 7 Lot 12 Camella Homes, Brgy. Molino III, Bacoor, Cavite", "Brgy. Molino III, Bacoor, Cavite", "Bacoor, Cavite", "Bacoor"],
    [P(["Customer Service Representative – Telco Account (US)", "Customer Service Representative", "Customer Service Representative – Telco Account"],
       ["Concentrix Philippines", "Concentrix"], "2019-01", "Present", ["SM Bacoor / Cavite", "SM Bacoor", "Cavite", "Bacoor"]),
     P("Chat Support Associate", ["Teleperformance Philippines", "Teleperformance"], "2017-06", "2018-12", ["Pasay City", "Pasay"]),
     P(["Sales Associate (Contractual)", "Sales Associate"], "SM Supermarket", "2016-04", "2016-10", "Bacoor")],
    [(["Bachelor of Science in Business Administration major in Marketing Management", "Bachelor of Science in Business Administration"], ["Cavite State University – Imus Campus", "Cavite State University"])],
    [],
    ["Customer service", "Technical troubleshooting", ["Upselling", "Upsell"], "Zendesk", "Salesforce", ["MS Office", "Microsoft Office"],
     ["Typing", "Typing speed 55 WPM", "Typing speed"], ["English communication", "Excellent English communication skills", "Communication", "English"]],
    ["Bacoor", "Cavite", "Concentrix", "Pasay"],
    [9.4, 10.2], ["Customer Service Representatives"])
assert (M("2017-06:2026-11"), M("2016-04:2016-10", "2017-06:2026-11")) == (9.5, 10.08)

# 06 Bangladeshi civil engineer ---------------------------------------------------------------------------------------
add("06-civil-engineer-bangladesh.txt", ["Md. Tanvir Ahmed Chowdhury", "MD. TANVIR AHMED CHOWDHURY", "Tanvir Ahmed Chowdhury", "Md Tanvir Ahmed Chowdhury"],
    "tanvir.chowdhury.ce@example.com", "+880 1711-555284",
    ["House 12, Road 5, Sector 7, Uttara, Dhaka-1230", "Sector 7, Uttara, Dhaka-1230", "Uttara, Dhaka-1230", "Uttara, Dhaka", "Dhaka-1230", "Dhaka"],
    [P(["Senior Engineer (Civil)", "Senior Engineer"], ["Concord Engineers & Construction Ltd.", "Concord Engineers & Construction"], "2021-07", "Present"),
     P(["Assistant Engineer (Civil)", "Assistant Engineer"], ["Sheltech (Pvt.) Ltd.", "Sheltech"], "2019-02", "2021-06"),
     P("Site Engineer", ["Mir Akhter Hossain Ltd.", "Mir Akhter Hossain"], "2018-03", "2019-01")],
    [(["B.Sc. Engineering", "B.Sc. in Civil Engineering", "B.Sc. Engineering (Civil Engineering)", "B.Sc. Engineering, Civil Engineering"],
      ["Bangladesh University of Engineering & Technology (BUET)", "Bangladesh University of Engineering & Technology", "BUET"]),
     (["HSC", "HSC (Science)"], ["Notre Dame College, Dhaka", "Notre Dame College"]),
     (["SSC", "SSC (Science)"], ["Motijheel Govt. Boys' High School"])],
    [["Project Management Professional (PMP)", "PMP", "Project Management Professional"], ["Member, Institution of Engineers, Bangladesh (IEB)", "Institution of Engineers, Bangladesh (IEB)", "IEB", "Member, Institution of Engineers, Bangladesh (IEB) - M/38855"]],
    ["AutoCAD", "ETABS", "SAFE", ["STAAD Pro", "STAAD.Pro"], ["MS Project", "Microsoft Project"], ["Structural design", "Structural Design"],
     ["Site supervision", "Supervision"], ["Quantity estimation", "BOQ", "Estimation", "Quantity surveying"], ["Quality control", "Quality control tests"]],
    ["Dhaka", "Sylhet", "Uttara", "Islam", "Bridges Division"],
    [8.6, 8.8], ["Civil Engineers"])
assert M("2018-03:2026-11") == 8.75

# 07 Indian MEP engineer in the Gulf ---------------------------------------------------------------------------------
add("07-mechanical-engineer-gulf-expat.txt", ["Abdul Rasheed Puthiyaveettil", "ABDUL RASHEED PUTHIYAVEETTIL"], "rasheed.pv@example.com", "+971 50 555 7431",
    ["Dubai, United Arab Emirates", "Dubai, UAE", "Dubai"],
    [P(["Senior MEP Engineer (Mechanical)", "Senior MEP Engineer"], ["Drake & Scull International PJSC", "Drake & Scull International"], "2019-04", "Present", ["Dubai, UAE", "Dubai"]),
     P(["Mechanical Engineer – HVAC", "Mechanical Engineer"], ["Voltas Limited (International Operations Business Group)", "Voltas Limited", "Voltas"], "2016-06", "2019-03", ["Doha, Qatar", "Doha"]),
     P(["Site Engineer – Mechanical", "Site Engineer"], ["Blue Star Limited", "Blue Star"], "2013-08", "2016-05", ["Kochi, India", "Kochi"]),
     P("Graduate Engineer Trainee", ["Blue Star Limited", "Blue Star"], "2012-07", "2013-07", ["Mumbai, India", "Mumbai"])],
    [(["B.Tech in Mechanical Engineering", "B.Tech"], ["Government Engineering College, Thrissur", "Government Engineering College, Thrissur (University of Calicut)", "University of Calicut"])],
    [["Dubai Municipality Approved Mechanical Engineer (G+12)", "Dubai Municipality Approved Mechanical Engineer"], ["NEBOSH International General Certificate (IGC)", "NEBOSH IGC", "NEBOSH International General Certificate", "NEBOSH"]],
    [["AutoCAD MEP", "AutoCAD"], ["Revit MEP", "Revit"], ["HAP (Carrier)", "HAP", "Carrier HAP"], "Navisworks", ["Primavera P6", "Primavera"], ["HVAC design", "HVAC"],
     ["Chilled water systems", "Chilled water"], ["VRF systems", "VRF"], ["Testing & commissioning", "Testing and commissioning", "Commissioning"], ["BOQ preparation", "BOQ"], "Value engineering"],
    ["Dubai", "Doha", "Dubai Marina", "Drake & Scull"],
    [13.3, 14.5], ["Mechanical Engineers"])
assert (M("2013-08:2026-11"), M("2012-07:2026-11")) == (13.33, 14.42)

# 08 Sri Lankan management accountant ---------------------------------------------------------------------------------
add("08-management-accountant-sri-lanka.txt", "Nadeesha Perera", "nadeesha.perera@example.lk", "+94 77 555 3190",
    ["No. 45/2, Temple Road, Nugegoda, Sri Lanka", "Temple Road, Nugegoda, Sri Lanka", "Nugegoda, Sri Lanka", "Nugegoda"],
    [P(["Assistant Manager - Finance (Leisure Sector)", "Assistant Manager - Finance"], ["John Keells Holdings PLC", "John Keells Holdings"], "2023-02", "Present", ["Colombo 02", "Colombo"]),
     P("Senior Executive - Finance", ["John Keells Holdings PLC", "John Keells Holdings"], "2020-10", "2023-01", ["Colombo 02", "Colombo"]),
     P("Management Trainee - Finance", ["Hayleys PLC", "Hayleys"], "2018-09", "2020-09", ["Colombo 02", "Colombo"])],
    [(["BSc (Accounting) Special Degree", "BSc (Accounting)", "BSc Accounting"], ["University of Sri Jayewardenepura", "USJ"]),
     (["G.C.E. Advanced Level (Commerce Stream)", "G.C.E. Advanced Level", "GCE A/L"], ["Visakha Vidyalaya", "Visakha Vidyalaya, Colombo 05"]),
     (["G.C.E. Ordinary Level", "GCE O/L"], ["Visakha Vidyalaya"])],
    [["ACMA", "CGMA", "ACMA, CGMA", "Associate Member of the Chartered Institute of Management Accountants (ACMA, CGMA)", "Chartered Institute of Management Accountants"],
     ["Certificate in Business Accounting", "Certificate in Business Accounting (CIMA)", "CIMA Certificate in Business Accounting"]],
    [["SAP S/4HANA", "SAP S/4HANA (FI/CO)", "SAP", "SAP S/4HANA FI"], ["Oracle Hyperion", "Hyperion"], ["MS Excel", "Excel", "MS Excel (Advanced"], "Power Query",
     ["Pivot Tables", "Pivot tables"], "Power BI", "Budgeting", "Forecasting", "Variance analysis", ["Management accounting", "Management accounts"]],
    ["Nugegoda", "Colombo", "Netball", "KPMG"],
    [8.1, 8.3], ["Accountants and Auditors", "Financial Managers"])
assert M("2018-09:2026-11") == 8.25

# 09 Ghanaian ICU nurse, no skills section --------------------------------------------------------------------------
add("09-staff-nurse-ghana.txt", "Abena Serwaa Mensah", "abena.mensah.rgn@example.com.gh", "+233 24 555 6702",
    ["Plot 14, Ahodwo Roundabout, Kumasi", "Ahodwo Roundabout, Kumasi", "P.O. Box KS 5512, Kumasi", "Kumasi", "Kumasi, Ashanti Region"],
    [P(["Senior Staff Nurse - Intensive Care Unit", "Senior Staff Nurse"], ["Komfo Anokye Teaching Hospital", "Komfo Anokye Teaching Hospital, Kumasi"], "2020-09", "Present", "Kumasi"),
     P(["Staff Nurse - Surgical Ward", "Staff Nurse"], ["Komfo Anokye Teaching Hospital", "Komfo Anokye Teaching Hospital, Kumasi"], "2017-10", "2020-08", "Kumasi"),
     P(["Rotation Nurse (National Service)", "Rotation Nurse"], ["Ejisu Government Hospital", "Ejisu Government Hospital, Ejisu"], "2014-09", "2015-08", "Ejisu")],
    [(["Bachelor of Science in Nursing", "BSc Nursing"], ["Kwame Nkrumah University of Science and Technology (KNUST)", "Kwame Nkrumah University of Science and Technology", "KNUST"]),
     (["Diploma in Registered General Nursing", "Diploma"], ["Nursing and Midwifery Training College, Kumasi", "Nursing and Midwifery Training College"]),
     (["West African Senior School Certificate Examination (WASSCE)", "WASSCE", "West African Senior School Certificate Examination"], ["Wesley Girls' High School", "Wesley Girls' High School, Cape Coast"])],
    [["Registered General Nurse (RGN)", "Registered General Nurse", "RGN"], ["Basic Life Support (BLS)", "BLS", "Basic Life Support"]],
    [["Mechanical ventilation", "Ventilator management", "Ventilation"], ["Medication administration", "Administration of medications"], "Blood transfusion",
     ["Infection prevention and control", "Infection control", "Infection prevention"], ["Wound care", "Wound dressing"], ["Patient education"],
     ["Critical care", "Critical care nursing"], ["Post-operative care", "Pre- and post-operative care", "Postoperative care"], ["Nursing care plans", "Care planning", "Documentation"]],
    ["Kumasi", "Ejisu", "Singing", "Ashanti"],
    [9.1, 10.2], ["Registered Nurses", "Critical Care Nurses"],
    warn_present=["no-skills-section"])
assert (M("2017-10:2026-11"), M("2014-09:2015-08", "2017-10:2026-11")) == (9.17, 10.17)

# 10 South African FMCG sales rep, year-only dates ---------------------------------------------------------------------
add("10-sales-rep-south-africa.txt", ["Thabo Daniel Mokoena", "THABO DANIEL MOKOENA"], "thabo.mokoena@example.co.za", "071 555 2398",
    ["Midrand, Gauteng", "Midrand"],
    [P("Key Account Representative", "Tiger Brands", "2021", "Present", "Johannesburg North"),
     P("Sales Representative", ["Coca-Cola Beverages South Africa (CCBSA)", "Coca-Cola Beverages South Africa", "CCBSA"], "2019", "2021", "Midrand"),
     P("Sales Consultant", ["Vodacom (via Nashua Mobile franchise)", "Vodacom", "Nashua Mobile"], "2017", "2019", "Mall of Africa")],
    [(["National Diploma: Marketing", "National Diploma in Marketing", "National Diploma"], "University of Johannesburg"),
     (["National Senior Certificate (Matric)", "National Senior Certificate", "Matric"], "Midrand High School")],
    [],
    ["Key account management", "Negotiation", "Merchandising", "Sales forecasting", "Route planning", ["Salesforce CRM", "Salesforce"], ["MS Excel", "Excel"],
     ["Customer relationship building", "Customer relationship management", "Relationship building"], ["Presentation skills", "Presentation"]],
    ["Midrand", "Pick n Pay", "Mall of Africa", "Gauteng"],
    [8.9, 9.95], ["Sales Representatives"])

# 11 Indian ICU nurse in Qatar, sidebar ----------------------------------------------------------------------------------
add("11-icu-nurse-qatar-sidebar.pdf", ["Sinimol Varghese", "SINIMOL VARGHESE"], "sinimol.varghese@example.com", "+974 5555 8126",
    ["Al Sadd, Doha, Qatar", "Doha, Qatar", "Doha"],
    [P(["Staff Nurse – Medical ICU", "Staff Nurse"], ["Hamad Medical Corporation – Hamad General Hospital", "Hamad Medical Corporation", "Hamad General Hospital"], "2014-10", "Present", ["Doha, Qatar", "Doha"]),
     P(["Staff Nurse – Cardiothoracic ICU", "Staff Nurse"], ["Amrita Institute of Medical Sciences", "Amrita Institute of Medical Sciences, Kochi"], "2011-03", "2014-09", ["Kochi, Kerala", "Kochi"]),
     P(["Staff Nurse – Medical Ward", "Staff Nurse"], ["Lisie Hospital", "Lisie Hospital, Ernakulam"], "2010-06", "2011-02", ["Ernakulam, Kerala", "Ernakulam"])],
    [(["B.Sc. Nursing", "BSc Nursing"], ["College of Nursing, Government Medical College, Kottayam", "Government Medical College, Kottayam", "Kerala University of Health Sciences", "College of Nursing"]),
     (["Higher Secondary (12th)", "Higher Secondary", "12th"], ["St. Mary's HSS, Kottayam", "St. Mary's HSS"]),
     (["SSLC (10th)", "SSLC", "10th"], ["St. Mary's HSS, Kottayam", "St. Mary's HSS"])],
    [["BLS", "BLS – American Heart Association", "Basic Life Support"], ["ACLS", "ACLS – American Heart Association", "Advanced Cardiac Life Support"],
     ["PALS", "PALS – American Heart Association", "Pediatric Advanced Life Support"],
     ["QCHP (DHP) Registered Nurse License", "QCHP", "Registered Nurse License", "QCHP (DHP) Registered Nurse License No. 55218 – valid till 2027", "DHP Registered Nurse License"]],
    ["Ventilator management", "Hemodynamic monitoring", ["Arterial line care", "Arterial lines"], "CRRT", ["Cerner EMR", "Cerner"], "Medication administration",
     "Infection control", ["Preceptor", "Precepting", "Preceptorship"], ["Charge nurse", "Charge nurse responsibilities"]],
    ["Doha", "Kottayam", "Christian", "Al Sadd"],
    [16.4, 16.55], ["Registered Nurses", "Critical Care Nurses"],
    warn_present=["two-columns"], warn_absent=NOCOL)
assert M("2010-06:2026-11") == 16.5

# 12 Singapore software engineer ---------------------------------------------------------------------------------------
add("12-software-engineer-singapore.pdf", ["Lim Wei Jie, Marcus", "Lim Wei Jie Marcus", "Marcus Lim Wei Jie", "Marcus Lim", "Lim Wei Jie"], "marcus.lim@example.sg", "+65 9555 2741",
    ["Singapore 560123", "Singapore"],
    [P(["Senior Software Engineer, Payments Platform", "Senior Software Engineer"], "Grab", "2022-01", "Present", "Singapore"),
     P(["Software Engineer (Associate), Consumer Banking Technology", "Software Engineer (Associate)", "Software Engineer"], ["DBS Bank", "DBS"], "2019-07", "2021-12", "Singapore"),
     P("Software Engineering Intern", "Shopee", "2018-05", "2018-08", "Singapore")],
    [(["Bachelor of Computing (Honours) in Computer Science", "Bachelor of Computing (Honours)", "Bachelor of Computing"], ["National University of Singapore", "NUS"]),
     (["GCE A-Level", "A-Level"], "Hwa Chong Institution")],
    [["AWS Certified Solutions Architect – Associate", "AWS Certified Solutions Architect - Associate", "AWS Certified Solutions Architect"],
     ["Certified Kubernetes Application Developer (CKAD)", "CKAD", "Certified Kubernetes Application Developer"]],
    [["Go", "Golang"], "Java", "Python", "SQL", "TypeScript", ["Kafka", "Apache Kafka"], "PostgreSQL", "Redis", "Kubernetes", "Docker", ["AWS", "Amazon Web Services"], "Terraform",
     "Distributed systems", "System design"],
    ["Singapore", "Shopee", "DBS", "Sergeant"],
    [7.3, 7.8], ["Software Developers"])
assert (M("2019-07:2026-11"), M("2018-05:2018-08", "2019-07:2026-11")) == (7.42, 7.75)

# 13 Malaysian audit assistant manager ---------------------------------------------------------------------------------
add("13-audit-senior-malaysia.pdf", ["Nur Aisyah binti Abdul Rahman", "NUR AISYAH BINTI ABDUL RAHMAN", "Nur Aisyah Abdul Rahman"], "aisyah.rahman@example.com.my", "012-555 7804",
    ["No. 18, Jalan SS 15/4B, 47500 Subang Jaya, Selangor", "Jalan SS 15/4B, 47500 Subang Jaya, Selangor", "47500 Subang Jaya, Selangor", "Subang Jaya, Selangor", "Subang Jaya"],
    [P(["Assistant Manager, Audit & Assurance", "Assistant Manager"], ["Ernst & Young PLT", "Ernst & Young", "EY"], "2023-07", "Present", "Kuala Lumpur"),
     P("Audit Senior", ["Ernst & Young PLT", "Ernst & Young", "EY"], "2021-01", "2023-06", "Kuala Lumpur"),
     P("Audit Associate", ["Crowe Malaysia PLT", "Crowe Malaysia"], "2019-09", "2020-12", "Petaling Jaya"),
     P(["Internship (Industrial Training)", "Intern", "Internship", "Industrial Training"], ["Lembaga Hasil Dalam Negeri (LHDN)", "Lembaga Hasil Dalam Negeri", "LHDN"], "2018-01", "2018-03", "Shah Alam")],
    [(["Bachelor of Accountancy (Hons)", "Bachelor of Accountancy"], ["Universiti Teknologi MARA (UiTM)", "Universiti Teknologi MARA", "UiTM", "Universiti Teknologi MARA (UiTM), Shah Alam"]),
     (["Sijil Tinggi Persekolahan Malaysia (STPM)", "STPM", "Sijil Tinggi Persekolahan Malaysia"], ["SMK Seksyen 9", "SMK Seksyen 9, Shah Alam"]),
     (["Sijil Pelajaran Malaysia (SPM)", "SPM", "Sijil Pelajaran Malaysia"], ["SMK Seksyen 9", "SMK Seksyen 9, Shah Alam"])],
    [["ACCA", "ACCA – Member of the Association of Chartered Certified Accountants", "Member of the Association of Chartered Certified Accountants"],
     ["CA(M)", "Chartered Accountant, Malaysian Institute of Accountants", "Chartered Accountant, Malaysian Institute of Accountants – CA(M)", "Chartered Accountant"]],
    ["External audit", ["MFRS / IFRS", "MFRS", "IFRS"], ["ISA", "International Standards on Auditing"], "Group consolidation", "EY Canvas", "CaseWare", "SQL Account",
     ["Microsoft Excel", "Excel"], "Team supervision", "Client communication"],
    ["Subang Jaya", "Bursa Malaysia", "Shah Alam", "Kuala Lumpur"],
    [7.2, 7.55], ["Accountants and Auditors"])
assert (M("2019-09:2026-11"), M("2018-01:2018-03", "2019-09:2026-11")) == (7.25, 7.5)

# 14 Indian SAP FICO consultant, project tables, two pages -----------------------------------------------------------
add("14-sap-fico-consultant-multipage-in.pdf", ["Priyanka S. Deshmukh", "PRIYANKA S. DESHMUKH", "Priyanka Deshmukh"], "priyanka.deshmukh.sap@example.com", "+91 99220 55561",
    ["Pune, Maharashtra", "Pune"],
    [P("Senior Consultant", ["Capgemini Technology Services India Ltd.", "Capgemini Technology Services India", "Capgemini"], "2021-11", "Present", "Pune"),
     P("Technology Analyst", ["Infosys Limited", "Infosys"], "2019-08", "2021-10", "Pune"),
     P(["Associate Consultant (SAP FICO)", "Associate Consultant"], ["Accenture Solutions Pvt. Ltd.", "Accenture Solutions", "Accenture"], "2018-01", "2019-07", "Mumbai"),
     P("Audit Executive", ["Kirtane & Pandit LLP, Chartered Accountants", "Kirtane & Pandit LLP"], "2016-02", "2017-12", "Pune")],
    [(["Chartered Accountant (CA)", "Chartered Accountant", "CA"], ["The Institute of Chartered Accountants of India (ICAI)", "The Institute of Chartered Accountants of India", "ICAI"]),
     (["B.Com", "B.Com."], ["Brihan Maharashtra College of Commerce", "Brihan Maharashtra College of Commerce (Savitribai Phule Pune University)", "Savitribai Phule Pune University"]),
     (["HSC"], ["Maharashtra State Board"]),
     (["SSC"], ["Maharashtra State Board"])],
    [["SAP Certified Application Associate – SAP S/4HANA for Financial Accounting", "SAP Certified Application Associate - SAP S/4HANA for Financial Accounting (C_TS4FI_2021)",
      "SAP Certified Application Associate", "C_TS4FI_2021"]],
    [["SAP FICO", "SAP FI/CO", "SAP ECC 6.0 (FI/CO)", "SAP"], ["SAP S/4HANA", "SAP S/4HANA Finance", "S/4HANA"], ["General Ledger", "GL"], ["Accounts Payable", "AP"],
     "Asset Accounting", "Cost Center Accounting", "Product Costing", ["GST", "Indian GST"], ["SAP Solution Manager", "Solution Manager"], "ServiceNow", ["HP ALM", "ALM"], ["Fiori", "SAP Fiori"]],
    ["Pune", "Unilever", "Mahindra", "Asian Paints", "Bajaj"],
    [10.7, 10.9], ["Computer Systems Analysts", "Management Analysts", "Accountants and Auditors"])
assert M("2016-02:2026-11") == 10.83

# 15 Pakistani civil engineer, icons -----------------------------------------------------------------------------------
add("15-civil-engineer-pakistan-icons.pdf", ["Usman Tariq Malik", "Engr. Usman Tariq Malik", "ENGR. USMAN TARIQ MALIK"], "usman.malik.pe@example.com", "+92 333 5558 214",
    ["G-11/3, Islamabad, Pakistan", "Islamabad, Pakistan", "Islamabad"],
    [P("Resident Engineer", ["National Engineering Services Pakistan (NESPAK)", "National Engineering Services Pakistan", "NESPAK"], "2021-03", "Present"),
     P("Assistant Resident Engineer", ["Engineering General Consultants (EGC) Pvt. Ltd.", "Engineering General Consultants (EGC)", "Engineering General Consultants", "EGC"], "2017-08", "2021-02"),
     P("Site Engineer", ["Frontier Works Organization (FWO)", "Frontier Works Organization", "FWO"], "2015-09", "2017-07"),
     P(["Internee", "Intern"], ["Capital Development Authority (CDA)", "Capital Development Authority", "CDA"], "2014-06", "2014-08", "Islamabad")],
    [(["M.Sc. Structural Engineering", "M.Sc."], ["University of Engineering and Technology (UET), Taxila", "University of Engineering and Technology", "UET Taxila"]),
     (["B.Sc. Civil Engineering", "B.Sc."], ["National University of Sciences and Technology (NUST)", "National University of Sciences and Technology", "NUST"]),
     (["F.Sc. (Pre-Engineering)", "F.Sc."], ["Federal Board of Intermediate & Secondary Education", "Federal Board of Intermediate & Secondary Education, Islamabad"])],
    [["Registered Professional Engineer", "Pakistan Engineering Council (PEC) – Registered Professional Engineer", "PEC", "Professional Engineer"]],
    [["AutoCAD Civil 3D", "Civil 3D", "AutoCAD"], "SAP2000", "CSiBridge", ["Primavera P6", "Primavera"], ["MS Project", "Microsoft Project"], "Construction supervision",
     ["FIDIC contract administration", "FIDIC", "Contract administration"], "Quantity surveying", "Quality control", "Bridge engineering", "Report writing"],
    ["Islamabad", "Sialkot", "Hazara", "Attabad", "Motorway"],
    [11.2, 11.55], ["Civil Engineers"])
assert (M("2015-09:2026-11"), M("2014-06:2014-08", "2015-09:2026-11")) == (11.25, 11.5)

# 16 Filipino sales executive in Dubai, two columns ---------------------------------------------------------------------
add("16-sales-executive-dubai-twocol.pdf", "Kristine Joy Santos", "kristine.santos@example.com", "+971 55 555 0937",
    ["Al Barsha 1, Dubai, UAE", "Dubai, UAE", "Dubai"],
    [P("Senior Sales Executive", ["Chalhoub Group", "Chalhoub Group – Dubai Mall boutique"], "2021-03", "Present", ["Dubai, UAE", "Dubai Mall boutique, Dubai, UAE", "Dubai"]),
     P("Sales Associate", ["Al Futtaim (IKEA)", "Al Futtaim", "IKEA"], "2018-09", "2021-02", ["Festival City, Dubai, UAE", "Dubai, UAE", "Dubai"]),
     P(["Sales Clerk / Cashier", "Sales Clerk"], ["Rustan's Department Store", "Rustan's"], "2015-06", "2018-07", ["Makati, Philippines", "Makati"])],
    [(["Bachelor of Science in Hotel and Restaurant Management"], ["Lyceum of the Philippines University", "Lyceum of the Philippines University, Manila"])],
    [],
    ["Clienteling", ["Luxury retail sales", "Retail sales"], ["Upselling & cross-selling", "Upselling", "Cross-selling"], "Visual merchandising", "Salesforce",
     ["POS / SAP Retail", "POS", "SAP Retail"], "Customer service", ["Team coaching", "Coaching"]],
    ["Dubai", "Makati", "Festival City"],  # correction: "Filipino" dropped, the Languages line lists it as a language
    [11.3, 11.5], ["Retail Salespersons", "Sales Representatives"],
    warn_present=["two-columns", "link-not-written"], warn_absent=NOCOL)
assert M("2015-06:2018-07", "2018-09:2026-11") == 11.42

# 17 Nigerian relationship manager, two columns ------------------------------------------------------------------------
add("17-relationship-manager-nigeria-twocol.pdf", ["Oluwaseun Adebayo Adeyemi", "Oluwaseun Adeyemi"], "seun.adeyemi@example.com", ["+234 (0) 809 555 4471", "+234 809 555 4471", "0809 555 4471"],
    ["Plot 7, Admiralty Way, Lekki Phase 1, Lagos", "Admiralty Way, Lekki Phase 1, Lagos", "Lekki Phase 1, Lagos", "Lekki, Lagos", "Lagos"],
    [P("Relationship Manager", ["Guaranty Trust Bank Ltd (GTCO)", "Guaranty Trust Bank Ltd (GTCO) – Commercial Banking Group, Lekki", "Guaranty Trust Bank Ltd", "Guaranty Trust Bank", "GTCO"], "2020-01", "Present"),
     P("Senior Banking Officer", ["Access Bank Plc", "Access Bank Plc – Corporate Banking, Victoria Island", "Access Bank"], "2015-06", "2019-12"),
     P("Banking Officer", ["First Bank of Nigeria Ltd", "First Bank of Nigeria Ltd – Ikeja Branch", "First Bank of Nigeria"], "2012-08", "2015-05"),
     P(["NYSC Corps Member", "Corps Member"], ["Ogun State Ministry of Finance", "Ogun State Ministry of Finance, Abeokuta"], "2010-07", "2011-06")],
    [(["MBA, Finance", "MBA"], ["Lagos Business School, Pan-Atlantic University", "Lagos Business School", "Pan-Atlantic University"]),
     (["B.Sc. Banking and Finance", "B.Sc. Banking and Finance (Second Class Upper)"], ["Olabisi Onabanjo University", "Olabisi Onabanjo University, Ago-Iwoye"]),
     (["Senior School Certificate (WAEC)", "Senior School Certificate", "WAEC"], "Abeokuta Grammar School")],
    [["ACIB", "Chartered Institute of Bankers of Nigeria (ACIB)", "Chartered Institute of Bankers of Nigeria"], ["Certified Credit Risk Manager", "Certified Credit Risk Manager (CIBN)"]],
    ["Credit analysis", "Financial statement analysis", ["Trade finance", "Trade finance (LCs, bills)"], "Treasury products", "Portfolio management", "Finacle",
     ["Microsoft Excel", "Excel"], "Negotiation"],
    ["Lagos", "Lekki", "Ogun", "Abeokuta"],
    [14.3, 15.35], ["Loan Officers", "Financial Managers", "Personal Financial Advisors", "Credit Analysts"],
    warn_present=["two-columns"], warn_absent=NOCOL)
assert (M("2012-08:2026-11"), M("2010-07:2011-06", "2012-08:2026-11")) == (14.33, 15.33)

# 18 South African reliability engineer ---------------------------------------------------------------------------------
add("18-mechanical-engineer-south-africa.pdf", ["Pieter van der Merwe", "PIETER VAN DER MERWE"], "pieter.vdmerwe@example.co.za", "082 555 6619",
    ["Secunda, Mpumalanga", "Secunda"],
    [P(["Senior Reliability Engineer (Rotating Equipment)", "Senior Reliability Engineer"], ["Sasol South Africa", "Sasol South Africa – Secunda Operations", "Sasol"], "2020-04", "Present", "Secunda"),
     P("Mechanical Engineer", ["Eskom Holdings SOC Ltd", "Eskom Holdings SOC Ltd – Kusile Power Station", "Eskom Holdings", "Eskom"], "2016-02", "2020-03", "Delmas"),
     P("Engineer-in-Training", ["Murray & Roberts Projects", "Murray & Roberts"], "2013-01", "2016-01", "Johannesburg")],
    [(["BEng (Mechanical Engineering)", "BEng"], ["University of Pretoria"]),
     (["National Senior Certificate"], ["Afrikaanse Hoër Seunskool (Affies), Pretoria", "Afrikaanse Hoër Seunskool", "Afrikaanse Hoër Seunskool (Affies)"])],
    [["Professional Engineer (Pr.Eng)", "Pr.Eng", "Professional Engineer", "Professional Engineer (Pr.Eng), Engineering Council of South Africa"],
     ["Certified Maintenance & Reliability Professional (CMRP)", "CMRP", "Certified Maintenance & Reliability Professional"],
     ["Vibration Analyst Category II", "Vibration Analyst Category II (Mobius Institute)"],
     ["Government Certificate of Competency (GCC) – Factories", "Government Certificate of Competency (GCC)", "Government Certificate of Competency", "GCC"]],
    ["Rotating equipment", "Reliability engineering", ["RCFA", "Root cause failure analysis"], "Vibration analysis", ["SAP PM", "SAP"], ["Inventor", "Autodesk Inventor"],
     "AutoCAD", "FMEA", "Project management", "Condition monitoring"],
    ["Secunda", "Delmas", "Kusile", "Mpumalanga"],
    [13.8, 13.95], ["Mechanical Engineers"])
assert M("2013-01:2026-11") == 13.92

# 19 Bangladeshi bank credit officer, bordered tables -------------------------------------------------------------------
add("19-bank-officer-bangladesh-tables.pdf", ["Farhana Yasmin", "FARHANA YASMIN"], "farhana.yasmin.bd@example.com", "01819-555762",
    ["Flat 5B, House 22, Road 11, Dhanmondi R/A, Dhaka-1209", "House 22, Road 11, Dhanmondi R/A, Dhaka-1209", "Dhanmondi R/A, Dhaka-1209", "Dhanmondi, Dhaka", "Dhaka-1209", "Dhaka"],
    [P(["Senior Officer", "Senior Officer, SME Credit Risk Management", "Senior Officer SME Credit Risk Management"], ["BRAC Bank PLC", "BRAC Bank"], "2022-03", "Present", ["Head Office, Gulshan-1, Dhaka", "Gulshan-1, Dhaka", "Dhaka"]),
     P(["Officer", "Officer, SME Banking", "Officer SME Banking"], ["BRAC Bank PLC", "BRAC Bank"], "2018-05", "2022-02", ["Dhanmondi Branch, Dhaka", "Dhaka"]),
     P(["Trainee Assistant Officer", "Trainee Assistant Officer, General Banking", "Trainee Assistant Officer General Banking"], ["Dutch-Bangla Bank Limited", "Dutch-Bangla Bank"], "2016-06", "2018-05", ["Motijheel Branch, Dhaka", "Dhaka"])],
    [(["MBA", "MBA (Finance)", "MBA, Finance"], ["University of Dhaka"]), (["BBA", "BBA (Finance)", "BBA, Finance"], ["University of Dhaka"]),
     (["HSC", "HSC (Business Studies)"], ["Viqarunnisa Noon School & College"]), (["SSC", "SSC (Business Studies)"], ["Viqarunnisa Noon School & College"])],
    [["Diploma in Banking (DAIBB)", "DAIBB", "Diploma in Banking"], ["Certified Expert in Credit Risk Management", "Certified Expert in Credit Risk Management – BIBM"]],
    [["Credit Risk Analysis", "Credit risk"], ["Loan appraisal", "SME & retail loan appraisal"], "Finacle", ["Temenos T24", "T24"], ["MS Excel", "Excel"], ["MS Word", "Word"],
     ["MS PowerPoint", "PowerPoint"], ["Presentation", "Presentation skills"], "Time management"],
    ["Dhaka", "Gulshan", "Islam", "Dhanmondi"],
    [10.4, 10.55], ["Credit Analysts", "Loan Officers"])
assert M("2016-06:2026-11") == 10.5

# 20 Kenyan NGO finance manager, two pages -----------------------------------------------------------------------------
add("20-finance-officer-kenya-ngo.pdf", ["Wanjiku Mercy Njoroge", "WANJIKU MERCY NJOROGE", "Wanjiku Mercy Njoroge, CPA(K)", "Mercy Njoroge"], "mercy.njoroge@example.co.ke", "0711 555 904",
    ["P.O. Box 55012-00100, Nairobi", "Nairobi"],
    [P("Finance Manager", ["International Rescue Committee (IRC)", "International Rescue Committee (IRC), Kenya Country Office", "International Rescue Committee"], "2021-08", "Present", "Nairobi"),
     P("Grants and Finance Officer", ["AMREF Health Africa", "AMREF"], "2016-10", "2021-07", "Nairobi"),
     P("Accountant", ["Kenya Red Cross Society", "Kenya Red Cross"], "2013-03", "2016-09", "Nairobi"),
     P("Accounts Assistant", ["Deloitte & Touche (Kenya)", "Deloitte & Touche", "Deloitte"], "2011-01", "2013-02", "Nairobi"),
     P(["Industrial Attachment", "Intern", "Attachment"], ["Kenya Revenue Authority", "KRA"], "2009-05", "2009-08", "Nairobi")],
    [(["Master of Business Administration (Finance)", "Master of Business Administration", "MBA"], ["University of Nairobi"]),
     (["Bachelor of Commerce (Accounting Option)", "Bachelor of Commerce", "Bachelor of Commerce (Accounting Option), Second Class Honours Upper Division"], ["Kenyatta University"]),
     (["Kenya Certificate of Secondary Education (KCSE)", "KCSE", "Kenya Certificate of Secondary Education"], ["Alliance Girls' High School"])],
    [["Certified Public Accountant – CPA (K)", "CPA (K)", "CPA(K)", "Certified Public Accountant", "CPA"], ["Certified Information Systems Auditor (CISA)", "CISA", "Certified Information Systems Auditor"]],
    [["Grants management", "Grants and sub-grant management", "Grant management"], ["Donor financial reporting", "Donor reporting", "Financial reporting"], ["Budgeting", "Budget monitoring"],
     "Internal controls", "Sun Systems", ["Microsoft Dynamics NAV", "Dynamics NAV"], ["Sage Evolution", "Sage"], "Payroll", ["Audit coordination", "Audit"], "Risk management", ["Staff supervision", "Supervision"]],
    ["Nairobi", "Kakuma", "Dadaab", "Turkana", "USAID"],
    [15.8, 16.3], ["Financial Managers", "Accountants and Auditors"])
assert (M("2011-01:2026-11"), M("2009-05:2009-08", "2011-01:2026-11")) == (15.92, 16.25)

# 21 Indian BPO team leader, layout table --------------------------------------------------------------------------------
add("21-bpo-team-leader-layout-table-in.docx", ["Sneha Ramesh Kulkarni", "SNEHA RAMESH KULKARNI"], "sneha.kulkarni.bpo@example.in", "+91 90110 55573",
    ["Hinjewadi Phase 1, Pune, Maharashtra", "Pune, Maharashtra", "Pune"],
    [P(["Team Leader – Customer Care (UK Telecom process)", "Team Leader – Customer Care", "Team Leader"], ["Genpact India Pvt. Ltd.", "Genpact India", "Genpact"], "2019-08", "Present", "Pune"),
     P("Senior Customer Service Associate", ["WNS Global Services", "WNS"], "2016-11", "2019-07", "Pune"),
     P("Customer Service Associate", ["Firstsource Solutions Ltd.", "Firstsource Solutions", "Firstsource"], "2014-06", "2016-10", "Mumbai")],
    [(["B.Com"], ["Savitribai Phule Pune University", "Modern College of Arts, Science and Commerce", "Savitribai Phule Pune University (Modern College of Arts, Science and Commerce)"]),
     (["HSC"], ["Maharashtra State Board"]), (["SSC"], ["Maharashtra State Board"])],
    [["Lean Six Sigma Yellow Belt", "Lean Six Sigma Yellow Belt – Genpact", "Six Sigma Yellow Belt"], ["COPC Certified Implementation Leader (CIL)", "COPC Certified Implementation Leader", "COPC CIL", "CIL"]],
    ["Team management", "Workforce management", "Quality monitoring", "Escalation handling", ["Six Sigma Yellow Belt", "Six Sigma", "Lean Six Sigma"],
     "Avaya CMS", ["Salesforce Service Cloud", "Salesforce"], ["Advanced Excel", "Excel", "MS Excel"], ["Coaching & feedback", "Coaching"]],
    ["Pune", "Hinjewadi", "Genpact", "Firstsource"],
    [12.4, 12.55], ["Customer Service Representatives", "First-Line Supervisors of Office and Administrative Support Workers"],
    warn_present=["two-columns"], warn_absent=NOCOL)
assert M("2014-06:2026-11") == 12.5

# 22 Filipino primary teacher in Dubai, tab-stop dates --------------------------------------------------------------------
add("22-primary-teacher-philippines-uae-tabs.docx", ["Maria Lourdes T. Reyes", "MARIA LOURDES T. REYES, LPT", "Maria Lourdes T. Reyes, LPT", "Maria Lourdes Reyes"],
    "lourdes.reyes.lpt@example.com", "+971 52 555 3046", ["Al Nahda 2, Dubai, UAE", "Dubai, UAE", "Dubai"],
    [P(["Class Teacher – Year 3 (British Curriculum)", "Class Teacher – Year 3", "Class Teacher"], ["GEMS Founders School – Al Mizhar", "GEMS Founders School", "GEMS Founders School – Al Mizhar, Dubai, UAE"], "2021-09", "Present", ["Dubai, UAE", "Al Mizhar, Dubai, UAE", "Dubai"]),
     P(["Grade School Teacher (Grades 4–6)", "Grade School Teacher"], ["Colegio de San Agustin – Makati", "Colegio de San Agustin"], "2017-06", "2021-05", ["Makati, Philippines", "Makati"]),
     P(["Teacher I (Contractual)", "Teacher I"], ["Department of Education (DepEd) – Sampaloc Elementary School", "Department of Education (DepEd)", "Sampaloc Elementary School", "DepEd"], "2015-06", "2017-03", ["Manila", "Sampaloc, Manila"])],
    [(["Bachelor of Elementary Education, major in English", "Bachelor of Elementary Education"], ["Philippine Normal University", "Philippine Normal University, Manila"]),
     (["Master of Arts in Education (Reading) – units earned", "Master of Arts in Education (Reading)", "Master of Arts in Education"], ["University of Santo Tomas", "University of Santo Tomas, Manila"])],
    [["Licensure Examination for Teachers (LET) passer", "LET", "Licensure Examination for Teachers", "Licensed Professional Teacher", "LPT"],
     ["Dubai KHDA Teacher Approval", "KHDA Teacher Approval", "KHDA"], ["TEFL Certificate", "TEFL", "TEFL Certificate (120 hours)"]],
    ["Lesson planning", "Classroom management", "Differentiated instruction", "Phonics", "Google Classroom", "Microsoft Teams", "Formative assessment", "Parent communication"],
    ["Dubai", "Makati", "Al Mizhar", "Al Nahda"],
    [11.0, 11.45], ["Elementary School Teachers"])
assert (M("2015-06:2017-03", "2017-06:2021-05", "2021-09:2026-11"), M("2015-06:2026-11")) == (11.08, 11.5)

# 23 Indian production engineer, dot dates ----------------------------------------------------------------------------------
add("23-production-engineer-dot-dates-in.docx", ["Vikas Kumar Yadav", "VIKAS KUMAR YADAV"], "vikas.yadav.mech@example.com", "+91-94150-55218",
    ["112/4, Shastri Nagar, Kanpur, Uttar Pradesh – 208005", "Shastri Nagar, Kanpur, Uttar Pradesh – 208005", "Kanpur, Uttar Pradesh – 208005", "Kanpur, Uttar Pradesh", "Kanpur"],
    [P(["Assistant Manager – Production", "Assistant Manager"], ["Larsen & Toubro Ltd. (Heavy Engineering)", "Larsen & Toubro Ltd.", "Larsen & Toubro", "L&T"], "2020-04", "Present", ["Hazira, Gujarat", "Hazira"]),
     P(["Engineer – Maintenance", "Maintenance Engineer", "Engineer"], ["Mahindra & Mahindra Ltd. (Automotive Sector)", "Mahindra & Mahindra Ltd.", "Mahindra & Mahindra"], "2017-08", "2020-03", ["Kandivali, Mumbai", "Mumbai"]),
     P(["Graduate Engineer Trainee (GET)", "Graduate Engineer Trainee"], ["Lohia Corp Ltd.", "Lohia Corp"], "2015-12", "2017-07", "Kanpur")],
    [(["B.Tech (Mechanical Engineering)", "B.Tech"], ["Harcourt Butler Technical Institute (HBTI), Kanpur – AKTU", "Harcourt Butler Technical Institute (HBTI), Kanpur", "Harcourt Butler Technical Institute", "HBTI", "AKTU"]),
     (["Intermediate (12th)", "Intermediate", "12th"], ["UP Board, Allahabad", "UP Board"]),
     (["High School (10th)", "High School", "10th"], ["UP Board, Allahabad", "UP Board"])],
    [["Six Sigma Green Belt", "Six Sigma Green Belt – KPMG"]],
    ["AutoCAD", "SolidWorks", ["SAP PM", "SAP PM/PP", "SAP"], ["TPM", "Total Productive Maintenance"], "5S", "Kaizen", ["Poka-Yoke", "Poka Yoke"], ["Root Cause Analysis", "RCA"],
     "Pressure vessel fabrication", "Preventive maintenance", "Production planning"],
    ["Kanpur", "Hazira", "Cricket", "Indian Railways"],
    [10.8, 11.05], ["Mechanical Engineers", "Industrial Engineers", "Industrial Production Managers"])
assert M("2015-12:2026-11") == 11.0

# 24 Sri Lankan QA engineer, contact in the page header ---------------------------------------------------------------------
add("24-qa-engineer-header-contact-lk.docx", "Dilshan Fernando", "dilshan.fernando@example.lk", "+94 71 555 8260",
    ["Kadawatha, Sri Lanka", "Kadawatha"],
    [P("Senior QA Engineer", ["99x (Pvt) Ltd", "99x"], "2022-03", "Present", "Colombo"),
     P("QA Engineer", ["Virtusa (Pvt) Ltd", "Virtusa"], "2019-01", "2022-02", "Colombo"),
     P(["Associate QA Engineer (Trainee)", "Associate QA Engineer"], ["hSenid Mobile Solutions", "hSenid Mobile"], "2017-07", "2018-12", "Colombo")],
    [(["BSc (Hons) in Information Technology", "BSc (Hons)", "BSc in Information Technology"], ["Sri Lanka Institute of Information Technology (SLIIT)", "Sri Lanka Institute of Information Technology", "SLIIT"]),
     (["G.C.E. Advanced Level (Physical Science)", "G.C.E. Advanced Level", "GCE A/L"], ["Nalanda College, Colombo", "Nalanda College"])],
    [["ISTQB Certified Tester – Foundation Level (CTFL)", "ISTQB Certified Tester – Foundation Level", "ISTQB CTFL", "CTFL", "ISTQB Foundation Level"],
     ["ISTQB Advanced Level Test Automation Engineer (CTAL-TAE)", "ISTQB Advanced Level Test Automation Engineer", "CTAL-TAE"]],
    [["Selenium WebDriver", "Selenium"], "TestNG", ["Cucumber", "Cucumber (BDD)", "BDD"], ["RestAssured", "REST Assured", "Rest-Assured"], "Postman", ["JMeter", "Apache JMeter"], "Appium",
     "Java", "SQL", ["JIRA", "Jira"], "Azure DevOps", "Git"],
    ["Colombo", "Kadawatha", "Virtusa", "Norwegian"],
    [9.3, 9.45], ["Software Quality Assurance Analysts and Testers"])
assert M("2017-07:2026-11") == 9.42

# 25 Ghanaian bank customer service officer, employer/date table rows -----------------------------------------------------
add("25-customer-service-officer-bank-ghana.docx", ["Kwame Osei-Bonsu", "KWAME OSEI-BONSU"], "kwame.osei-bonsu@example.com", "+233 20 555 1934",
    ["Dansoman, Accra", "Accra"],
    [P("Customer Service Officer", ["Ecobank Ghana PLC", "Ecobank Ghana PLC, Ridge Branch, Accra", "Ecobank Ghana PLC, Ridge Branch", "Ecobank Ghana", "Ecobank"], "2021-02", "Present", ["Ridge Branch, Accra", "Accra"]),
     P(["Teller / Cash Officer", "Teller", "Cash Officer"], ["Fidelity Bank Ghana Ltd", "Fidelity Bank Ghana Ltd, Kaneshie Branch, Accra", "Fidelity Bank Ghana Ltd, Kaneshie Branch", "Fidelity Bank Ghana", "Fidelity Bank"], "2017-03", "2021-01", ["Kaneshie Branch, Accra", "Accra"]),
     P(["National Service Personnel"], ["Ghana Commercial Bank (GCB)", "Ghana Commercial Bank (GCB), Tema Main Branch", "Ghana Commercial Bank", "GCB"], "2015-09", "2016-08", ["Tema Main Branch", "Tema"])],
    [(["BSc. Administration (Banking and Finance)", "BSc. Administration", "BSc Administration (Banking and Finance)"], ["University of Ghana Business School, Legon", "University of Ghana Business School", "University of Ghana"]),
     (["WASSCE"], ["Mfantsipim School, Cape Coast", "Mfantsipim School"])],
    [["Chartered Banker Certificate (Level 1)", "Chartered Banker Certificate"], ["Anti-Money Laundering Certificate", "Anti-Money Laundering Certificate – Ghana Association of Banks"]],
    ["Teller operations", "Cash management", ["Oracle Flexcube", "Flexcube"], "Customer service", ["AML/KYC compliance", "AML", "KYC", "AML/KYC"], ["Cross-selling", "Cross selling"],
     ["MS Excel", "Excel"], "Conflict resolution"],
    ["Accra", "Dansoman", "Kumasi", "Ridge"],
    [9.7, 10.8], ["Customer Service Representatives", "Tellers"])
assert (M("2017-03:2026-11"), M("2015-09:2016-08", "2017-03:2026-11")) == (9.75, 10.75)

# 26 Pakistani accountant in Riyadh ---------------------------------------------------------------------------------------
add("26-accountant-riyadh-iqama-pk.docx", ["Syed Ali Raza Naqvi", "SYED ALI RAZA NAQVI"], "aliraza.naqvi@example.com", "+966 50 555 2781",
    ["Al Olaya, Riyadh, Kingdom of Saudi Arabia", "Riyadh, Kingdom of Saudi Arabia", "Riyadh, Saudi Arabia", "Riyadh"],
    [P(["Accountant (General Ledger)", "Accountant"], ["Almarai Company", "Almarai"], "2019-11", "Present", ["Riyadh, KSA", "Riyadh"]),
     P("Accounts Payable Accountant", ["Al-Futtaim Auto Centre (Saudi Arabia)", "Al-Futtaim Auto Centre"], "2017-08", "2019-10", ["Dammam"]),
     P("Assistant Accountant", ["Engro Fertilizers Ltd.", "Engro Fertilizers"], "2015-07", "2017-06", ["Karachi, Pakistan", "Karachi"])],
    [(["ACCA (Affiliate) – all 13 papers passed", "ACCA (Affiliate)", "ACCA"], ["Association of Chartered Certified Accountants, UK", "Association of Chartered Certified Accountants"]),
     (["B.Com"], ["Government College of Commerce & Economics, Karachi (University of Karachi)", "Government College of Commerce & Economics, Karachi", "Government College of Commerce & Economics", "University of Karachi"]),
     (["Intermediate (Commerce)", "Intermediate"], ["BIEK Karachi", "BIEK"]), (["Matric (Science)", "Matric"], ["BSEK Karachi", "BSEK"])],
    [["ACCA (Affiliate)", "ACCA", "ACCA Affiliate", "ACCA (Affiliate) – all 13 papers passed"]],
    [["SAP S/4HANA", "SAP S/4HANA (FI)", "SAP"], ["Oracle EBS", "Oracle EBS (AP/GL)", "Oracle E-Business Suite"], "QuickBooks", ["Microsoft Excel", "Excel", "Microsoft Excel (Advanced)"], "Power BI",
     "General ledger", "Accounts payable", "Bank reconciliation", ["VAT & Zakat", "VAT", "Zakat"], ["IFRS reporting", "IFRS"], ["Month-end closing", "Month-end close"]],
    ["Riyadh", "Dammam", "Karachi", "Almarai", "Iqama"],
    [11.3, 11.45], ["Accountants and Auditors"])
assert M("2015-07:2017-06", "2017-08:2026-11") == 11.33

# 27 Kenyan sales rep, half a page ---------------------------------------------------------------------------------------
add("27-sales-rep-half-page-ke.docx", ["Brian Otieno Ochieng", "BRIAN OTIENO OCHIENG"], "brian.ochieng@example.co.ke", "0712 555 436",
    ["Nakuru, Kenya", "Nakuru"],
    [P("Sales Representative", ["Bidco Africa Ltd", "Bidco Africa"], "2022-03", "Present", "Nakuru"),
     P(["Sales Agent (Direct Sales)", "Sales Agent"], ["Safaricom PLC via Pinnacle Dealers", "Safaricom PLC", "Safaricom", "Pinnacle Dealers"], "2019-06", "2022-02", "Nakuru")],
    [(["Diploma in Sales and Marketing"], ["Kenya Institute of Management (KIM)", "Kenya Institute of Management"]),
     (["KCSE", "Kenya Certificate of Secondary Education"], ["Nakuru High School"])],
    [],
    ["Field sales", "Distributor management", "Merchandising", "Negotiation", ["M-PESA agency", "M-PESA"], ["SAP Sales app", "SAP"], "Customer service",
     ["Kiswahili", "Swahili", "Kiswahili & English"]],
    ["Nakuru", "Eldoret", "Bidco", "Elianto", "Rift Valley"],
    [7.4, 7.55], ["Sales Representatives"])
assert M("2019-06:2026-11") == 7.5

# 28 Indian chemistry teacher at a CBSE school in Sharjah, tables ---------------------------------------------------------
add("28-chemistry-teacher-cbse-uae-tables-in.docx", ["Anjali Menon", "ANJALI MENON"], "anjali.menon.chem@example.com", "+971 56 555 9102",
    ["Flat 1204, Al Nahda Tower, Al Nahda 1, Sharjah, UAE", "Al Nahda Tower, Al Nahda 1, Sharjah, UAE", "Al Nahda 1, Sharjah, UAE", "Sharjah, UAE", "Sharjah"],
    [P(["PGT Chemistry", "Post Graduate Teacher (Chemistry)", "PGT"], ["Delhi Private School, Sharjah, UAE (CBSE)", "Delhi Private School, Sharjah", "Delhi Private School"], "2018-04", "Present"),
     P(["TGT Science", "Trained Graduate Teacher (Science)", "TGT"], ["Bhavan's Vidya Mandir, Girinagar, Kochi (CBSE)", "Bhavan's Vidya Mandir, Girinagar, Kochi", "Bhavan's Vidya Mandir, Girinagar", "Bhavan's Vidya Mandir"], "2013-06", "2018-03"),
     P(["Guest Lecturer – Chemistry", "Guest Lecturer"], ["Chinmaya Vidyalaya, Vaduthala, Kochi", "Chinmaya Vidyalaya, Vaduthala", "Chinmaya Vidyalaya"], "2012", "2013")],
    [(["M.Sc. Chemistry", "M.Sc."], ["St. Teresa's College, Ernakulam (Mahatma Gandhi University)", "St. Teresa's College, Ernakulam", "St. Teresa's College", "Mahatma Gandhi University"]),
     (["B.Ed. (Physical Science)", "B.Ed."], ["Mar Theophilus Training College, Thiruvananthapuram (University of Kerala)", "Mar Theophilus Training College, Thiruvananthapuram", "Mar Theophilus Training College", "University of Kerala"]),
     (["B.Sc. Chemistry", "B.Sc."], ["Maharaja's College, Ernakulam (Mahatma Gandhi University)", "Maharaja's College, Ernakulam", "Maharaja's College", "Mahatma Gandhi University"]),
     (["Class XII (CBSE)", "Class XII"], ["Bhavan's Vidya Mandir, Elamakkara", "Bhavan's Vidya Mandir"]),
     (["Class X (CBSE)", "Class X"], ["Bhavan's Vidya Mandir, Elamakkara", "Bhavan's Vidya Mandir"])],
    [["CTET (Central Teacher Eligibility Test) – Paper II", "CTET", "Central Teacher Eligibility Test", "CTET (Central Teacher Eligibility Test)"],
     ["Kerala SET (State Eligibility Test) – Chemistry", "Kerala SET", "State Eligibility Test", "Kerala SET (State Eligibility Test)"]],
    [["Activity-based and experiential learning", "Activity-based learning", "Experiential learning"], "Google Classroom", "Microsoft Teams", ["PhET simulations", "PhET"],
     ["CBSE assessment and evaluation", "Assessment", "Assessment and evaluation"], ["Laboratory management", "Lab management"], ["Effective communication", "Communication"],
     ["Lesson planning", "Lesson plans"], ["Chemistry", "Chemistry teaching", "Teaching Chemistry"]],
    ["Sharjah", "Kochi", "Elamakkara", "Girinagar"],
    [13.4, 14.95], ["Secondary School Teachers"])
assert (M("2013-06:2026-11"), M("2012-01:2013-12", "2013-06:2026-11")) == (13.5, 14.92)

assert len(E) == 28, len(E)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl"), "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print("wrote", len(E), "expectations")
