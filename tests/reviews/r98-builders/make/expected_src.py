#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Years: make/years.py (months, overlaps once, both ends included, as of 2026-11)."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section",
       "position-without-dates", "position-without-company", "placeholders", "short-text", "stated-years"]
SK = ["no-skills-section"]
ONE = STD + SK + ["two-columns"]   # single-column résumés
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


def C(name, email, phone=None, location=None):
    d = {"name": name, "email": email}
    if phone is not None:
        d["phone"] = phone
    if location is not None:
        d["location"] = location
    return d


def add(file, contact, positions, education, certs, present, absent, years, occupation, warn_absent, warn_present=None):
    w = {"absent": warn_absent}
    if warn_present:
        w["present"] = warn_present
    E.append({"file": "files/" + file, "asOf": "2026-11-01", "contact": contact, "positions": positions,
              "education": education, "certifications": certs, "skills": {"present": present, "absent": absent},
              "totalYears": years, "occupation": occupation, "warnings": w})


SW = ["Software Developers"]

# 01 Markdown résumé saved as .txt, backend engineer, Denver ------------------------------------------------------
add("01-markdown-backend-engineer-us.txt",
    C("Marcus Oyelaran", "marcus.oyelaran@example.com", "(720) 555-0148", ["Denver, CO"]),
    [P("Senior Software Engineer", "Ibotta", "2022-03", "Present", ["Denver, CO"]),
     P("Software Engineer II", ["SendGrid (Twilio)", "SendGrid", "SendGrid, Twilio", "Twilio SendGrid"], "2019-06", "2022-02", ["Denver, CO"]),
     P("Software Engineer", "Craftsy", "2017-08", "2019-05", ["Denver, CO"]),
     P(["Junior Developer (contract)", "Junior Developer"], "Mile High Web Studio", "2017-01", "2017-07", ["Remote"])],
    [ED(["B.S. Computer Science", "BS Computer Science", "Bachelor of Science in Computer Science"], "University of Colorado Boulder")],
    [["AWS Certified Solutions Architect – Associate", "AWS Certified Solutions Architect - Associate", "AWS Certified Solutions Architect"],
     ["Certified Kubernetes Application Developer (CKAD)", "Certified Kubernetes Application Developer", "CKAD"]],
    [["Go", "Golang"], "Python", "Terraform", "Kubernetes", ["PostgreSQL", "Postgres"], ["Kafka", "Apache Kafka"], "Redis", "Docker",
     ["AWS", "Amazon Web Services"], ["Incident response", "Incident management"], ["Mentoring"], ["API design"]],
    ["Denver", "Ibotta", "Remote", "Summary", "Senior Software Engineer"],
    [9.75, 9.97], SW, ONE)

# 02 Indeed résumé as plain text, customer service, Mesa AZ ---------------------------------------------------------
add("02-indeed-text-customer-service-us.txt",
    C(["Brianna L. Castillo", "Brianna Castillo"], "briannacastillo7@example.com", "+1 480 555 0112", ["Mesa, AZ 85201", "Mesa, AZ"]),
    [P("Customer Care Specialist", "Banner Health", "2022-10", "Present", ["Tempe, AZ"]),
     P("Customer Service Representative", "Cox Communications", "2020-03", "2022-09", ["Phoenix, AZ"]),
     P(["Cashier/Front End Associate", "Cashier / Front End Associate", "Cashier"], "Fry's Food Stores", "2017-06", "2020-02", ["Mesa, AZ"])],
    [ED(["Associate of Arts in Business", "Associate of Arts, Business"], "Mesa Community College"),
     ED(["High school diploma"], "Westwood High School")],
    [["CPR Certification", "CPR"]],
    [["Customer service"], ["Salesforce", "Salesforce Service Cloud"], "Epic", ["Call center", "Call centre"], ["Microsoft Office"],
     ["Cash handling"], ["Conflict resolution"], ["Spanish"], ["Typing"]],
    ["Mesa", "Banner Health", "Highly Proficient", "Tempe", "Fry's Food Stores"],
    [9.35, 9.55], ["Customer Service Representatives"], ONE)

# 03 Markdown (setext headings, pipe table) as .txt, data analyst, Manchester ----------------------------------------
add("03-markdown-data-analyst-uk.txt",
    C("Priya Raman", "priya.raman@example.co.uk", "07700 900418", ["Manchester, UK", "Manchester"]),
    [P("Senior Data Analyst", ["Auto Trader UK", "Auto Trader"], "2023-04", "Present", ["Manchester"]),
     P("Data Analyst", "Places for People", "2020-09", "2023-03", ["Preston"]),
     P(["Insight Analyst (graduate scheme)", "Insight Analyst"], "Co-op", "2019-09", "2020-08", ["Manchester"]),
     P(["Sales Assistant (part-time)", "Sales Assistant"], "Boots", "2016-10", "2018-06", ["Leeds"])],
    [ED(["MSc Data Science", "MSc, Data Science", "MSc in Data Science"], "University of Manchester"),
     ED(["BSc (Hons) Mathematics", "BSc Mathematics", "BSc (Hons), Mathematics", "BSc (Hons) in Mathematics"], "University of Leeds")],
    [["Microsoft Certified: Power BI Data Analyst Associate (PL-300)", "Microsoft Certified: Power BI Data Analyst Associate",
      "Power BI Data Analyst Associate", "PL-300"],
     ["dbt Analytics Engineering Certification", "dbt Analytics Engineering"]],
    ["SQL", "Python", ["Excel", "Microsoft Excel"], ["Power BI", "Microsoft Power BI"], "Tableau", "Snowflake", ["BigQuery", "Google BigQuery"],
     "dbt", ["Stakeholder management"], "Agile", "Jira", ["Looker Studio", "Google Looker Studio"]],
    ["Manchester", "Preston", "Places for People", "Merit", "Area"],
    [7.15, 9.05], ["Data Scientists", "Business Intelligence Analysts", "Operations Research Analysts", "Statisticians",
                   "Market Research Analysts"], ONE)

# 04 Word 'Save as Plain Text' of a table-layout template (tabs), medical assistant, Salt Lake City --------------------
add("04-word-plaintext-medical-assistant-us.txt",
    C(["Jasmine R. Whitfield", "Jasmine Whitfield"], "jwhitfield.cma@example.com", "(801) 555-0163",
      ["Salt Lake City, UT 84107", "Salt Lake City, UT", "4120 S 900 E, Salt Lake City, UT 84107"]),
    [P("Certified Medical Assistant", ["Intermountain Health – Cottonwood Family Medicine", "Intermountain Health", "Cottonwood Family Medicine"],
       "2021-06", "Present", ["Murray, UT"]),
     P("Medical Assistant", "Granger Medical Clinic", "2019-02", "2021-05", ["West Valley City, UT"]),
     P("Front Desk Receptionist", "Wasatch Pediatrics", "2017-08", "2019-01", ["Sandy, UT"])],
    [ED(["Medical Assistant Diploma", "Diploma, Medical Assistant", "Medical Assistant"], "Eagle Gate College"),
     ED(["High School Diploma"], "Cottonwood High School")],
    [["Certified Medical Assistant (CMA)", "Certified Medical Assistant", "CMA"], ["Basic Life Support (BLS)", "Basic Life Support", "BLS"],
     ["Certified Phlebotomy Technician (CPT)", "Certified Phlebotomy Technician", "CPT"]],
    [["Vital signs"], ["Phlebotomy", "Venipuncture"], ["EKG", "ECG", "12-lead EKG", "Electrocardiography"], ["Injections"], "Epic",
     ["athenahealth", "athenaOne"], ["Prior authorizations", "Prior authorization"], ["Spanish"], ["Patient intake"],
     ["Medication reconciliation"], ["Scheduling", "Patient scheduling", "Appointment scheduling"]],
    ["Murray", "Intermountain Health", "Objective", "References", "Salt Lake City"],
    [9.2, 9.38], ["Medical Assistants"], ONE)

# 05 Google Docs 'Serif' template downloaded as .txt, store manager, Toronto -------------------------------------------
WIN = ["Winners (TJX Canada)", "Winners", "TJX Canada"]
add("05-gdocs-serif-txt-store-manager-ca.txt",
    C("Daniel Tremblay", "daniel.tremblay@example.ca", "(416) 555-0139",
      ["Toronto, ON M5V 1A1", "Toronto, ON", "88 Wellington Street West, Toronto, ON M5V 1A1"]),
    [P("Store Manager", "Canadian Tire", "2021-04", "Present", ["Mississauga, ON"]),
     P("Assistant Store Manager", "Canadian Tire", "2018-06", "2021-03", ["Brampton, ON"]),
     P("Department Supervisor", WIN, "2015-05", "2018-05", ["Toronto, ON"]),
     P("Sales Associate", WIN, "2013-09", "2015-04", ["Toronto, ON"])],
    [ED(["Business Administration Diploma", "Diploma, Business Administration", "Diploma in Business Administration"], "Humber College")],
    [],
    [["Team leadership", "Leadership"], ["Scheduling", "Staff scheduling"], ["P&L", "P&L management", "Profit and loss", "P&L and inventory management"],
     ["Inventory management"], ["Loss prevention"], ["Visual merchandising"], ["SAP Retail", "SAP"], "Kronos", ["Customer service"], ["French"]],
    ["Mississauga", "Canadian Tire", "Brampton", "Awards", "Dean's list"],
    [11.5, 13.3], ["First-Line Supervisors of Retail Sales Workers", "General and Operations Managers", "Sales Managers"], ONE)

# 06 Zety plain-text download, electrician, Parramatta ---------------------------------------------------------------
PES = "Parra Electrical Services"
add("06-zety-txt-electrician-au.txt",
    C("Liam O'Connor", "liam.oconnor@example.com.au", "0491 570 156", ["Parramatta, NSW 2150", "Parramatta, NSW"]),
    [P("Leading Hand Electrician", "Stowe Australia", "2021-07", "Present", ["Sydney, NSW"]),
     P("Electrician", PES, "2018-01", "2021-06", ["Parramatta, NSW"]),
     P("Apprentice Electrician", PES, "2014-02", "2017-12", ["Parramatta, NSW"])],
    [ED(["Certificate III: Electrotechnology Electrician", "Certificate III in Electrotechnology Electrician", "Certificate III"],
        ["TAFE NSW - Granville", "TAFE NSW", "TAFE NSW Granville"])],
    [["NSW Electrician Licence (Unrestricted)", "NSW Electrician Licence", "Electrician Licence"],
     ["Clean Energy Council (CEC) Accredited Installer", "CEC Accredited Installer", "Clean Energy Council Accredited Installer"],
     ["Working at Heights"], ["White Card (General Construction Induction)", "White Card"], ["Test and Tag Certification", "Test and Tag"]],
    [["Commercial fit-outs", "Commercial fit-out"], ["Fault finding"], ["Switchboard upgrades", "Switchboard upgrade"],
     ["Solar PV installation", "Solar PV", "Solar installation"], ["Testing and tagging", "Test and tag"], ["AutoCAD Electrical", "AutoCAD"],
     ["Team leadership", "Leadership"], ["Irish"]],
    ["Excellent", "Very Good", "Parramatta", "Stowe Australia", "Current"],
    [12.68, 12.88], ["Electricians"], ONE)

# 07 LinkedIn 'Save to PDF', enterprise account executive, Austin -----------------------------------------------------
TX = ["Austin, Texas, United States", "Austin, Texas"]
add("07-linkedin-export-sales-us.pdf",
    C("Jordan Alvarez", "jordan.alvarez@example.com", "512-555-0193", ["Austin, Texas, United States", "Austin, Texas", "Austin, TX"]),
    [P("Enterprise Account Executive", "Salesforce", "2024-01", "Present", TX),
     P(["Senior Account Executive, Mid-Market", "Senior Account Executive"], "Salesforce", "2021-08", "2023-12", TX),
     P("Account Executive", "Oracle NetSuite", "2018-06", "2021-07", ["Austin, Texas"]),
     P("Sales Development Representative", "Oracle NetSuite", "2017-02", "2018-05", ["Austin, Texas"]),
     P("Management Trainee", "Enterprise Rent-A-Car", "2016-06", "2017-01", ["San Antonio, Texas"])],
    [ED(["Bachelor of Business Administration - BBA, Marketing", "Bachelor of Business Administration, Marketing", "BBA, Marketing",
         "Bachelor of Business Administration - BBA", "Bachelor of Business Administration"],
        ["The University of Texas at Austin", "University of Texas at Austin"])],
    [["Salesforce Certified Administrator"], ["MEDDPICC Masterclass"], ["Challenger Sales Training"]],
    [["Solution Selling"], ["Enterprise Software"], ["Salesforce", "Salesforce.com"], ["Spanish"], ["MEDDPICC"], ["Cold calling"],
     ["Prospecting"], ["Negotiation"], ["Account planning", "Account plans"], ["Forecasting", "Sales forecasting"]],
    ["Top Skills", "Austin", "Oracle NetSuite", "Full Professional", "Honors-Awards"],
    [10.35, 10.55], ["Sales Representatives"], STD + SK, ["two-columns"])

# 08 LinkedIn 'Save to PDF', three pages, backend engineer, Bengaluru ----------------------------------------------------
BLR = ["Bengaluru, Karnataka, India", "Bengaluru, Karnataka"]
PUNE = ["Pune, Maharashtra, India", "Pune, Maharashtra"]
add("08-linkedin-export-software-engineer-3page-in.pdf",
    C("Aditya Kulkarni", "aditya.kulkarni.dev@example.com", "+91 90000 55214", ["Bengaluru, Karnataka, India", "Bengaluru, Karnataka", "Bengaluru"]),
    [P("Senior Software Engineer", "Flipkart", "2024-04", "Present", BLR),
     P("Software Development Engineer II", "Flipkart", "2022-06", "2024-03", BLR),
     P("Software Development Engineer I", "Swiggy", "2020-07", "2022-05", ["Bangalore Urban, Karnataka, India", "Bangalore Urban, Karnataka"]),
     P("Senior Systems Engineer", "Infosys", "2018-10", "2020-06", PUNE),
     P("Systems Engineer", "Infosys", "2016-08", "2018-09", PUNE),
     P("Systems Engineer Trainee", "Infosys", "2016-02", "2016-07", ["Mysore, Karnataka, India", "Mysore, Karnataka"])],
    [ED(["Bachelor of Engineering - BE, Computer Engineering", "Bachelor of Engineering, Computer Engineering", "BE, Computer Engineering",
         "Bachelor of Engineering - BE", "Bachelor of Engineering"], "Pune Institute of Computer Technology"),
     ED(["Higher Secondary (XII), Science (PCM)", "Higher Secondary (XII)", "Higher Secondary", "Higher Secondary (XII), Science"],
        ["Kendriya Vidyalaya No. 1, Pune", "Kendriya Vidyalaya No. 1"])],
    [["AWS Certified Developer – Associate", "AWS Certified Developer - Associate", "AWS Certified Developer"],
     ["Oracle Certified Professional, Java SE 8 Programmer", "Oracle Certified Professional", "Java SE 8 Programmer"],
     ["Certified Kubernetes Application Developer (CKAD)", "Certified Kubernetes Application Developer", "CKAD"]],
    ["Java", "Spring Boot", ["Apache Kafka", "Kafka"], ["Microservices"], ["Distributed Systems"], "MySQL", "Redis", "Kubernetes",
     ["AWS", "Amazon Web Services"], ["System design"], ["Cassandra", "Apache Cassandra"], "Docker"],
    ["Bengaluru", "Karnataka", "Flipkart", "Native or Bilingual", "Full Professional"],
    [10.7, 10.88], SW, STD + SK, ["two-columns"])

# 09 LinkedIn 'Save to PDF' without a phone, HR business partner, Bristol -----------------------------------------------
BRS = ["Bristol, United Kingdom", "Bristol"]
add("09-linkedin-export-hr-business-partner-uk.pdf",
    C("Emma Richardson", "emma.richardson.hr@example.co.uk", None, ["Bristol, England, United Kingdom", "Bristol, England", "Bristol"]),
    [P("HR Business Partner", "Aviva", "2023-03", "Present", ["Bristol, England, United Kingdom", "Bristol, England"]),
     P("HR Advisor", "Bristol Water", "2020-01", "2023-02", BRS),
     P("Recruitment Consultant", "Hays", "2018-09", "2019-12", BRS),
     P("Trainee Recruitment Consultant", "Hays", "2017-09", "2018-08", BRS),
     P("Customer Assistant", "Sainsbury's", "2014-10", "2017-06", ["Cardiff, Wales, United Kingdom", "Cardiff, Wales"])],
    [ED(["Level 5 Associate Diploma, People Management", "Level 5 Associate Diploma in People Management", "Level 5 Associate Diploma"],
        ["Chartered Institute of Personnel and Development", "CIPD"]),
     ED(["Bachelor of Arts - BA, Human Resource Management", "Bachelor of Arts, Human Resource Management", "BA, Human Resource Management",
         "Bachelor of Arts - BA", "Bachelor of Arts"], ["Cardiff University / Prifysgol Caerdydd", "Cardiff University"])],
    [["Mental Health First Aid (MHFA England)", "Mental Health First Aid"], ["Level A Occupational Testing (BPS)", "Level A Occupational Testing"]],
    [["Employee Relations"], ["Talent Acquisition"], ["HR Policies", "HR policy"], "Workday", "TUPE", ["Absence management"],
     ["Recruitment", "Recruiting"], ["Welsh"], ["People analytics"], ["Organisational change", "Organizational change", "Change management", "Restructuring"]],
    ["Bristol", "England", "Hays", "Elementary", "Top Skills"],
    [9.15, 12.05], ["Human Resources Specialists", "Human Resources Managers"],
    [w for w in STD if w != "no-phone"] + SK, ["two-columns", "no-phone"])

# 10 Indeed-generated PDF, warehouse team lead, Memphis -----------------------------------------------------------------
add("10-indeed-resume-warehouse-lead-us.pdf",
    C("Terrence Boyd", "terrenceboyd.whse@example.com", "+1 901 555 0176", ["Memphis, TN 38116", "Memphis, TN"]),
    [P("Warehouse Team Lead", "XPO Logistics", "2022-08", "Present", ["Memphis, TN"]),
     P("Forklift Operator", ["Walgreens Distribution Center", "Walgreens"], "2019-05", "2022-07", ["Memphis, TN"]),
     P("Order Picker", "Amazon", "2017-11", "2019-04", ["Memphis, TN"]),
     P("Crew Member", "McDonald's", "2015-06", "2017-10", ["Southaven, MS"])],
    [ED(["High school diploma"], "Whitehaven High School")],
    [["Forklift Certification"], ["OSHA 10", "OSHA 10-Hour"]],
    [["Forklift", "Forklift operation"], ["Warehouse", "Warehousing", "Warehouse experience"], ["RF scanner", "RF scanning", "RF scanners"],
     ["Inventory control"], ["Shipping & receiving", "Shipping and receiving"], ["Manhattan WMS", "WMS", "Warehouse management system"],
     ["Order picking"], ["Supervising", "Supervision", "Supervising experience", "Supervisory experience"], ["OSHA"], ["Reach truck", "Reach trucks"],
     ["Cycle counts", "Cycle counting", "Cycle count"]],
    ["Memphis", "XPO Logistics", "Anywhere", "Expert", "Willing to relocate"],
    [11.35, 11.55], ["Laborers and Freight, Stock, and Material Movers", "Industrial Truck and Tractor Operators",
                     "First-Line Supervisors of Helpers, Laborers, and Material Movers", "First-Line Supervisors of Material-Moving",
                     "Stockers and Order Fillers"], ONE)

# 11 Google Docs 'Swiss' template PDF, marketing specialist, Chicago ------------------------------------------------------
add("11-gdocs-swiss-marketing-specialist-us.pdf",
    C("Olivia Chen", "olivia.chen.mktg@example.com", "(312) 555-0127", ["Chicago, IL 60613", "Chicago, IL", "1440 W Irving Park Rd, Chicago, IL 60613"]),
    [P("Marketing Specialist", "Sprout Social", "2024-03", "Present", ["Chicago, IL"]),
     P("Marketing Coordinator", "Sprout Social", "2022-06", "2024-02", ["Chicago, IL"]),
     P("Digital Marketing Intern", "Chicago Cubs", "2021-06", "2021-08", ["Chicago, IL"]),
     P("Student Social Media Assistant", ["Loyola University Chicago Athletics", "Loyola University Chicago"], "2019-09", "2022-05", ["Chicago, IL"])],
    [ED(["B.B.A. in Marketing", "BBA in Marketing", "B.B.A., Marketing", "Bachelor of Business Administration in Marketing"], "Loyola University Chicago")],
    [["Google Analytics Certification"], ["HubSpot Content Marketing Certification"]],
    [["Email marketing"], "HubSpot", "Braze", ["Social media strategy", "Social media", "Social media marketing"], "Hootsuite",
     ["Google Analytics 4", "Google Analytics", "GA4"], ["SEO", "Search engine optimization"], "Canva", ["A/B testing"], ["Copywriting"],
     "Asana", ["Mandarin"]],
    ["Chicago", "Chicago Cubs", "Magna cum laude", "Irving Park"],
    [4.4, 7.3], ["Market Research Analysts and Marketing Specialists", "Marketing Managers", "Public Relations Specialists",
                 "Search Marketing Strategists"], STD + SK)

# 12 Google Docs 'Spearmint' template PDF, commerce student with co-op, Vancouver ------------------------------------------
add("12-gdocs-spearmint-commerce-student-ca.pdf",
    C("Sophie Lavoie", "sophie.lavoie@example.ca", "(604) 555-0172", ["Vancouver, BC V6T 1Z4", "Vancouver, BC", "2205 Lower Mall, Vancouver, BC V6T 1Z4"]),
    [P(["Co-op Student, Commercial Banking", "Co-op Student"], ["TD Bank Group", "TD Bank", "TD"], "2026-01", "2026-08", ["Vancouver, BC"]),
     P(["Educator (Part-time)", "Educator"], "lululemon", "2023-09", "Present", ["Vancouver, BC"]),
     P("Day Camp Leader", "City of Burnaby", "2023-06", "2023-08", ["Burnaby, BC"]),
     P("Volunteer Program Assistant", "Canucks Autism Network", "2022-09", "2024-04", ["Vancouver, BC"])],
    [ED(["Bachelor of Commerce, Finance", "Bachelor of Commerce", "Bachelor of Commerce in Finance"],
        ["University of British Columbia, Sauder School of Business", "University of British Columbia", "Sauder School of Business"])],
    [["Bloomberg Market Concepts (BMC)", "Bloomberg Market Concepts", "BMC"],
     ["Standard First Aid & CPR C", "Standard First Aid", "Standard First Aid & CPR C, Canadian Red Cross"]],
    [["Excel", "Microsoft Excel"], ["Financial modelling", "Financial modeling"], ["PowerPoint", "Microsoft PowerPoint"],
     ["Bloomberg Terminal", "Bloomberg"], ["Financial statement analysis"], ["Credit analysis"], ["Customer service"], ["French"],
     ["Python"], ["Pivot tables", "Pivot table"]],
    ["Vancouver", "Burnaby", "TD Bank Group", "Dean's Honour List", "lululemon"],
    [0.6, 4.3], ["Financial and Investment Analysts", "Credit Analysts", "Loan Officers", "Retail Salespersons", "Tellers",
                 "Personal Financial Advisors"], ONE)

# 13 JSON Resume 'even' theme PDF, front-end developer, Melbourne -------------------------------------------------------
MEL = ["Melbourne, VIC"]
add("13-jsonresume-even-frontend-developer-au.pdf",
    C("Chloe Nguyen", "chloe.nguyen.dev@example.com", "0491 570 313", ["Melbourne, VIC, AU", "Melbourne, VIC", "Melbourne, VIC, Australia"]),
    [P("Senior Front-End Developer", "REA Group", "2023-07", "Present", MEL),
     P("Front-End Developer", "Envato", "2020-02", "2023-06", MEL),
     P("Junior Web Developer", "Deloitte Digital", "2018-03", "2020-01", MEL),
     P("Freelance Web Designer", ["Self-employed", "Freelance"], "2017-01", "2018-02", MEL)],
    [ED(["Bachelor of Science, Computing and Software Systems", "Bachelor of Science", "Bachelor of Science in Computing and Software Systems"],
        "University of Melbourne")],
    [["Certified Professional in Accessibility Core Competencies (CPACC)", "Certified Professional in Accessibility Core Competencies", "CPACC"]],
    ["React", "TypeScript", ["Next.js", "NextJS"], ["CSS", "Sass", "CSS / Sass"], "GraphQL", "Jest", "Playwright",
     ["WCAG", "WCAG 2.1", "Web accessibility", "Accessibility"], "Storybook", ["Testing Library", "React Testing Library"], "Webpack", ["Vietnamese"]],
    ["Master", "Advanced", "Intermediate", "Melbourne", "REA Group"],
    [8.7, 9.97], ["Web Developers", "Software Developers", "Web and Digital Interface Designers"], STD + SK)

# 14 Google Docs 'Modern Writer' template PDF, content designer, London -----------------------------------------------
add("14-gdocs-modern-writer-content-designer-uk.pdf",
    C("Tom Ashworth", "tom.ashworth.words@example.co.uk", "07700 900 271",
      ["London SE22 8HU", "Flat 3, 27 Lordship Lane, London SE22 8HU", "London", "27 Lordship Lane, London SE22 8HU"]),
    [P("Senior Content Designer", "Monzo", "2023-06", "Present", ["London"]),
     P("Copywriter", "Which?", "2020-09", "2023-05", ["London"]),
     P("Copywriter and Editor", ["Freelance", "Self-employed"], "2018-01", "2020-08", ["Brighton"]),
     P("Trainee Reporter", "The Argus", "2016-09", "2017-12", ["Brighton"])],
    [ED(["BA English Literature", "BA, English Literature", "BA in English Literature"], "University of Sussex"),
     ED(["NCTJ Diploma in Journalism", "NCTJ Diploma"], "Brighton Journalist Works")],
    [],
    [["Content design"], ["UX writing"], ["Plain English"], ["Content strategy"], ["SEO", "Search engine optimization"],
     ["Style guides", "Style guide", "Tone of voice"], ["User research"], "Figma", "Contentful", "WordPress", ["Editing"], ["Proofreading"]],
    ["London", "Monzo", "Brighton", "Awards", "Which?"],
    [10.1, 10.3], ["Writers and Authors", "Technical Writers", "Editors", "Web and Digital Interface Designers"], ONE)

# 15 Canva-style two-column PDF (photo circle, dots, timeline), dental assistant, Adelaide -------------------------------
add("15-canva-dental-assistant-2col-au.pdf",
    C("Grace Papadopoulos", "grace.papadopoulos@example.com.au", "0491 570 884", ["Norwood, SA 5067", "Norwood, SA"]),
    [P("Senior Dental Assistant", "Smile Dental Group", "2021-03", "Present", ["Norwood SA", "Norwood, SA"]),
     P("Dental Assistant", ["Adelaide Dental Hospital (SA Dental Service)", "Adelaide Dental Hospital"], "2018-01", "2021-02", ["Adelaide SA", "Adelaide, SA"]),
     P("Trainee Dental Assistant", "Glenelg Family Dental", "2016-02", "2017-12", ["Glenelg SA", "Glenelg, SA"]),
     P("Retail Assistant", "Priceline Pharmacy", "2014", "2016", ["Marion SA", "Marion, SA"])],
    [ED(["Certificate IV in Dental Assisting (Radiography)", "Certificate IV in Dental Assisting"], ["TAFE SA", "TAFE SA, Adelaide"]),
     ED(["Certificate III in Dental Assisting"], ["TAFE SA", "TAFE SA, Adelaide"])],
    [["Radiation Use Licence (Dental)", "Radiation Use Licence"], ["HLTAID009 Provide CPR", "Provide CPR", "HLTAID009"],
     ["Infection Prevention and Control (ADA)", "Infection Prevention and Control"]],
    [["Chairside assisting"], ["Infection control"], ["Sterilisation", "Sterilization"], ["Dental radiography", "Radiography"],
     ["Dental4Windows"], ["Patient care"], ["Greek"], ["Recalls & bookings", "Recalls and bookings", "Appointment scheduling", "Recalls"]],
    ["Adelaide", "Norwood", "About Me", "Smile Dental Group", "References"],
    [10.7, 12.95], ["Dental Assistants"], STD + SK, ["two-columns"])

# 16 Novoresume-style two-column PDF, senior accountant (CA), Chennai ---------------------------------------------------
CHN = ["Chennai, India", "Chennai"]
add("16-novoresume-senior-accountant-2col-in.pdf",
    C("Sneha Iyer", "sneha.iyer.ca@example.com", "+91 90000 55381", ["Chennai, India", "Chennai"]),
    [P("Senior Accountant", ["Hyundai Motor India Ltd.", "Hyundai Motor India"], "2022-04", "Present", CHN),
     P("Accountant", ["Sundaram Finance Ltd.", "Sundaram Finance"], "2019-07", "2022-03", CHN),
     P("Audit Associate", ["Deloitte Haskins & Sells LLP", "Deloitte Haskins & Sells", "Deloitte"], "2017-08", "2019-06", CHN),
     P("Articled Assistant", ["R. Ganesan & Co., Chartered Accountants", "R. Ganesan & Co."], "2014-07", "2017-06", CHN)],
    [ED(["Chartered Accountant (CA)", "Chartered Accountant", "CA"],
        ["The Institute of Chartered Accountants of India (ICAI)", "The Institute of Chartered Accountants of India",
         "Institute of Chartered Accountants of India", "ICAI"]),
     ED(["Bachelor of Commerce (B.Com)", "Bachelor of Commerce", "B.Com"], ["Loyola College", "Loyola College, Chennai"])],
    [["Certificate Course on Ind AS"], ["SAP FICO (S/4HANA)", "SAP FICO"]],
    [["Tally ERP 9", "Tally", "Tally ERP"], ["SAP FI", "SAP"], ["Ind AS"], "GST", "TDS", ["Financial Reporting"],
     ["Bank Reconciliation", "Bank reconciliations"], ["Advanced Excel", "Excel"], ["Statutory Audit"], ["Month-End Close"],
     ["Attention to Detail"], ["Time Management"]],
    ["Chennai", "Achievements/Tasks", "Native or Bilingual Proficiency", "Hyundai", "Interests"],
    [9.3, 12.5], ["Accountants and Auditors"], STD + SK, ["two-columns"])

# 17 Zety-style sidebar PDF ('2019-03 - Current'), HVAC technician, Columbus ---------------------------------------------
BHC = "Buckeye Heating & Cooling"
add("17-zety-hvac-technician-sidebar-us.pdf",
    C("Carlos Medina", "carlos.medina.hvac@example.com", "614-555-0158", ["Columbus, OH 43224", "Columbus, OH"]),
    [P("HVAC Service Technician", "Trane Technologies", "2020-05", "Present", ["Columbus, OH"]),
     P("HVAC Installer", BHC, "2017-04", "2020-04", ["Westerville, OH"]),
     P("HVAC Apprentice", BHC, "2015-06", "2017-03", ["Westerville, OH"])],
    [ED(["Associate of Applied Science: HVAC/R Technology", "Associate of Applied Science in HVAC/R Technology",
         "Associate of Applied Science, HVAC/R Technology", "Associate of Applied Science"], "Columbus State Community College")],
    [["EPA Section 608 Universal Certification", "EPA Section 608 Universal", "EPA 608 Universal", "EPA Section 608", "EPA 608"],
     ["NATE Certified - Air Conditioning and Heat Pump Service", "NATE Certified", "NATE"],
     ["OSHA 30-Hour Construction", "OSHA 30-Hour", "OSHA 30"], ["Ohio HVAC Contractor License (OCILB)", "Ohio HVAC Contractor License"]],
    [["Commercial rooftop units", "Rooftop units", "RTU", "RTUs"], ["Heat pumps", "Heat pumps and VRF", "VRF", "Heat pump"],
     ["Refrigerant recovery"], ["Electrical troubleshooting", "Troubleshooting"],
     ["Building automation", "Building automation (Trane Tracer SC)", "Trane Tracer SC", "Building automation systems"],
     ["Brazing", "Brazing and soldering"], ["Preventive maintenance"], ["Customer service"], ["Spanish"], ["Chillers", "Chiller"]],
    ["Columbus", "Westerville", "Current", "Ohio", "Buckeye Heating & Cooling"],
    [11.35, 11.55], ["Heating, Air Conditioning, and Refrigeration Mechanics and Installers"], STD + SK, ["two-columns"])

# 18 Kickresume-style two-column PDF, clinical pharmacist, Birmingham -----------------------------------------------------
add("18-kickresume-clinical-pharmacist-uk.pdf",
    C("Aisha Bello", "aisha.bello.pharm@example.co.uk", "07700 900 583", ["Moseley, Birmingham B13", "Moseley, Birmingham", "Birmingham"]),
    [P(["Clinical Pharmacist (PCN)", "Clinical Pharmacist"], "Birmingham South Central PCN", "2022-04", "Present", ["Birmingham"]),
     P("Pharmacist Manager", ["Boots UK", "Boots"], "2019-08", "2022-03", ["Solihull"]),
     P("Relief Pharmacist", "Well Pharmacy", "2018-08", "2019-07", ["West Midlands"]),
     P("Pre-registration Pharmacist", ["LloydsPharmacy", "Lloyds Pharmacy"], "2017-07", "2018-07", ["Coventry"])],
    [ED(["Practice Certificate in Independent Prescribing"], "University of Birmingham"),
     ED(["MPharm (Hons) Pharmacy", "MPharm (Hons)", "MPharm Pharmacy", "MPharm"], ["Aston University", "Aston University, Birmingham"])],
    [["GPhC Registered Pharmacist", "GPhC Registered Pharmacist (2018)"], ["Independent Prescriber annotation", "Independent Prescriber"],
     ["CPPE Primary Care Pharmacy Education Pathway"]],
    [["Structured medication reviews", "Medication reviews", "Structured medication review"], ["Independent prescribing"],
     ["Medicines optimisation", "Medicines optimization"], ["Anticoagulation monitoring", "Anticoagulation"], ["EMIS Web", "EMIS"], "SystmOne",
     ["Patient counselling", "Patient counseling"], ["Clinical audit"], ["Yoruba"], ["Hypertension", "Hypertension management", "Hypertension and diabetes clinics"]],
    ["Birmingham", "Fluent", "Native", "Hobbies", "Personal Info"],
    [8.3, 9.5], ["Pharmacists"], STD + SK, ["two-columns"])

# 19 Enhancv-style two-column PDF, senior product manager, New York --------------------------------------------------------
NY = ["New York, NY"]
add("19-enhancv-product-manager-2col-us.pdf",
    C("Nathan Brooks", "nathan.brooks.pm@example.com", "(646) 555-0184", ["Brooklyn, NY"]),
    [P("Senior Product Manager", "Peloton", "2023-01", "Present", NY),
     P("Product Manager", "Squarespace", "2020-06", "2022-12", NY),
     P("Associate Product Manager", "Squarespace", "2019-08", "2020-05", NY),
     P("Business Analyst", "Accenture", "2016-07", "2019-07", ["Boston, MA"])],
    [ED(["Bachelor of Science in Industrial Engineering"], "Northeastern University")],
    [["Certified Scrum Product Owner (CSPO)", "Certified Scrum Product Owner", "CSPO"], ["Pragmatic Institute PMC-III", "PMC-III"]],
    [["Product Strategy"], ["Roadmapping", "Product roadmap", "Roadmap"], ["A/B Testing"], "SQL", "Amplitude", "Jira", "Figma", ["User Research"],
     ["OKRs", "OKR"], ["Pricing"], ["Stakeholder management"], ["Optimizely"]],
    ["Brooklyn", "Key Achievements", "Peloton", "Strengths", "New York"],
    [10.3, 10.5], ["Project Management Specialists", "Marketing Managers", "Computer and Information Systems Managers",
                   "General and Operations Managers", "Information Technology Project Managers", "Management Analysts"],
    STD + SK, ["two-columns"])

# 20 'Jake's Resume' LaTeX look, CS student, Georgia Tech -------------------------------------------------------------
ATL = ["Atlanta, GA"]
add("20-jakes-resume-cs-student-us.pdf",
    C("Daniel Okafor", "dokafor3@example.edu", "404-555-0162"),
    [P("Software Engineering Intern", "Capital One", "2026-06", "2026-08", ["McLean, VA"]),
     P("Undergraduate Teaching Assistant", "Georgia Tech College of Computing", "2025-01", "Present", ATL),
     P("Software Engineering Intern", "NCR Voyix", "2025-05", "2025-08", ATL),
     P(["IT Help Desk Technician (part-time)", "IT Help Desk Technician"], "Georgia Tech Office of Information Technology", "2023-09", "2024-12", ATL)],
    [ED(["Bachelor of Science in Computer Science, Minor in Mathematics", "Bachelor of Science in Computer Science"], "Georgia Institute of Technology")],
    [],
    ["Java", "Python", "TypeScript", "React", ["Node.js", "Node"], "Spring Boot", "FastAPI", "PyTorch", "Docker", ["AWS", "Amazon Web Services"],
     "Git", ["PostgreSQL", "Postgres"]],
    ["Atlanta", "Capital One", "McLean", "Developer Tools", "Frameworks"],
    [0.5, 3.3], ["Software Developers", "Computer Programmers", "Software Quality Assurance"], ONE)

# 21 moderncv 'classic' look (dates in the left column, year-only), mechanical engineer, Galway ---------------------------
add("21-moderncv-mechanical-engineer-ie.pdf",
    C(["Ciarán Byrne", "Ciaran Byrne"], "ciaran.byrne.eng@example.ie", "+353 87 555 0147",
      ["Galway H91 X2Y3, Ireland", "Galway, Ireland", "Knocknacarra, Galway H91 X2Y3, Ireland", "12 Cois Cuain, Knocknacarra, Galway H91 X2Y3, Ireland",
       "Galway", "Galway H91 X2Y3"]),
    [P("Senior Mechanical Engineer", "Medtronic", "2021", "Present", ["Galway"]),
     P("Mechanical Design Engineer", "Boston Scientific", "2017", "2021", ["Clonmel"]),
     P("Graduate Engineer", ["Thermo King (Trane Technologies)", "Thermo King"], "2015", "2017", ["Galway"]),
     P("Engineering Intern", "Creganna Medical", "2014-06", "2014-08", ["Galway"])],
    [ED(["MSc Medical Device Design", "MSc Medical Device Design (part-time)"], "University of Limerick"),
     ED(["BE Mechanical Engineering", "BE, Mechanical Engineering", "BE in Mechanical Engineering"], ["NUI Galway"])],
    [["Chartered Engineer (CEng MIEI)", "Chartered Engineer", "CEng MIEI", "CEng"], ["Lean Six Sigma Green Belt"]],
    ["SolidWorks", ["Creo Parametric", "Creo", "PTC Creo"], ["GD&T", "Geometric dimensioning and tolerancing"], ["ANSYS Mechanical", "ANSYS"],
     ["Tolerance stack-up analysis", "Tolerance stack-ups", "Tolerance analysis", "Tolerance stack-up"], ["DFMEA", "FMEA", "Design FMEA"],
     ["ISO 13485"], ["Design controls"], "Minitab", ["Statistical process control", "SPC"], ["German"], ["Irish"]],
    ["Galway", "Medtronic", "Mother tongue", "Sport", "Clonmel"],
    [11.0, 12.2], ["Mechanical Engineers"], STD + SK)

# 22 awesome-cv look (employer bold / title small caps, footer with date), data scientist, Toronto ------------------------
TO = ["Toronto, ON"]
add("22-awesome-cv-data-scientist-ca.pdf",
    C("Mei-Ling Wong", "meiling.wong.ds@example.com", "(416) 555-0198", ["Toronto, ON, Canada", "Toronto, ON"]),
    [P("Senior Data Scientist", "Shopify", "2023-02", "Present", TO),
     P("Data Scientist", "Scotiabank", "2020-07", "2023-01", TO),
     P("Data Analyst", "Scotiabank", "2018-09", "2020-06", TO),
     P("Research Intern", "Vector Institute", "2017-05", "2017-08", TO)],
    [ED(["M.Sc. in Statistics", "MSc in Statistics", "M.Sc. Statistics", "Master of Science in Statistics"], "University of Toronto"),
     ED(["Bachelor of Mathematics, Statistics", "Bachelor of Mathematics", "Bachelor of Mathematics in Statistics"], "University of Waterloo")],
    [["AWS Certified Machine Learning – Specialty", "AWS Certified Machine Learning - Specialty", "AWS Certified Machine Learning"]],
    ["Python", "SQL", ["PySpark", "Spark", "Apache Spark"], ["scikit-learn", "sklearn"], "XGBoost", "PyTorch", ["Causal inference"],
     ["A/B testing"], "Databricks", ["Airflow", "Apache Airflow"], "MLflow", "Tableau"],
    ["Toronto", "Shopify", "Scotiabank", "Vector Institute", "Honors & Certifications"],
    [8.15, 8.6], ["Data Scientists"], ONE)

# 23 Word template with a two-column layout table (shaded sidebar, tab-stop dates), registered nurse, Milwaukee -----------
MKE = ["Milwaukee, WI"]
add("23-word-table-sidebar-registered-nurse-us.docx",
    C("Hannah Kowalczyk", "hannah.kowalczyk.rn@example.com", "(414) 555-0125", ["Milwaukee, WI 53207", "Milwaukee, WI"]),
    [P(["Registered Nurse – Cardiac Step-Down", "Registered Nurse"], "Froedtert Hospital", "2020-03", "Present", MKE),
     P(["Registered Nurse – Medical-Surgical", "Registered Nurse"], "Aurora St. Luke's Medical Center", "2017-07", "2020-02", MKE),
     P("Certified Nursing Assistant", ["Ascension Columbia St. Mary's Hospital", "Ascension Columbia St. Mary's"], "2014-05", "2017-06", MKE)],
    [ED(["Bachelor of Science in Nursing (BSN)", "Bachelor of Science in Nursing", "BSN"], "Marquette University")],
    [["Registered Nurse, Wisconsin (multistate compact license)", "Registered Nurse", "RN", "Registered Nurse, Wisconsin"],
     ["Basic Life Support (BLS)", "Basic Life Support", "BLS"], ["Advanced Cardiovascular Life Support (ACLS)", "Advanced Cardiovascular Life Support", "ACLS"],
     ["Progressive Care Certified Nurse (PCCN)", "Progressive Care Certified Nurse", "PCCN"]],
    [["Telemetry", "Telemetry monitoring"], ["EKG interpretation", "12-lead EKG", "EKG", "ECG", "12-lead EKG interpretation"],
     ["Cardiac drips", "Titrating cardiac drips"], ["IV therapy"], ["Central line care", "Central lines", "Central line"], ["Wound care"],
     ["Patient education", "Patient and family education"], ["Epic", "Epic charting"], ["Precepting", "Precepting new graduates", "Preceptor", "Precepted"]],
    ["Milwaukee", "Froedtert Hospital", "Objective", "DAISY Award", "Awards"],
    [9.3, 12.6], ["Registered Nurses", "Critical Care Nurses", "Acute Care Nurses"], STD + SK)

# 24 Word chronological CV with heading styles and right tab stops, plumbing & heating engineer, Leeds ------------------
add("24-word-tabstops-plumber-heating-engineer-uk.docx",
    C("Ryan McAllister", "ryan.mcallister.heating@example.co.uk", "07700 900662", ["Morley, Leeds LS27 9QT", "Morley, Leeds", "Leeds"]),
    [P(["Plumbing & Heating Engineer (Self-employed)", "Plumbing & Heating Engineer", "Plumbing and Heating Engineer"],
       "McAllister Plumbing & Heating", "2020-05", "Present", ["Leeds"]),
     P("Gas Engineer", "British Gas", "2016-01", "2020-04", ["Leeds and Bradford"]),
     P("Apprentice Plumber", ["Leeds City Council (Housing Leeds)", "Leeds City Council", "Housing Leeds"], "2012-09", "2015-12", ["Leeds"])],
    [ED(["NVQ Level 3 Diploma in Plumbing and Domestic Heating", "NVQ Level 3 Diploma", "NVQ Level 3"], "Leeds College of Building"),
     ED(["GCSEs: 8 at grades A*–C including Maths and English", "GCSEs", "GCSE"], "Morley Academy")],
    [["Gas Safe Register", "Gas Safe Registered", "Gas Safe"], ["Unvented Hot Water Systems (G3)", "Unvented Hot Water Systems", "G3"],
     ["Water Regulations (WRAS)", "Water Regulations", "WRAS"], ["Part L Energy Efficiency", "Part L"],
     ["CSCS Blue Card (Skilled Worker)", "CSCS Blue Card", "CSCS Card", "CSCS"]],
    [["Boiler installation", "Boiler installations"], ["Boiler servicing", "Boiler repair"], ["Central heating", "Central heating design"],
     ["Power flushing"], ["Unvented cylinders", "Unvented hot water cylinders", "Unvented hot water"],
     ["Gas safety certificates", "CP12", "Landlord gas safety certificates"], ["Fault finding"], ["Bathroom fitting"], ["Plumbing"],
     ["Quoting", "Quoting and invoicing"], ["Customer care", "Customer service"]],
    ["Leeds", "British Gas", "Morley", "Checkatrade", "Personal Profile"],
    [14.1, 14.3], ["Plumbers, Pipefitters, and Steamfitters", "Heating, Air Conditioning, and Refrigeration Mechanics"], ONE)

# 25 Word résumé with name and contact only in the page header, bookkeeper, Ottawa ------------------------------------
add("25-word-header-contact-bookkeeper-ca.docx",
    C(["Marie-Claude Gagnon", "Marie-Claude Gagnon, CPB"], "mc.gagnon.bookkeeping@example.ca", "613-555-0119", ["Ottawa, ON K1S 3W7", "Ottawa, ON"]),
    [P("Full-Charge Bookkeeper", "Capital Dental Group", "2021-09", "Present", ["Ottawa, ON"]),
     P(["Bookkeeper (self-employed, part-time)", "Bookkeeper"], "Gagnon Bookkeeping Services", "2016", "Present", ["Gatineau, QC"]),
     P(["Accounting Clerk, Accounts Payable", "Accounting Clerk"], "Algonquin College", "2018-01", "2021-08", ["Ottawa, ON"]),
     P("Bank Teller", "Desjardins", "2014-06", "2017-12", ["Gatineau, QC"])],
    [ED(["Accounting Diploma (Comptabilité)", "Accounting Diploma", "Diploma, Accounting"], ["La Cité collégiale", "La Cité"])],
    [["Certified Professional Bookkeeper (CPB)", "Certified Professional Bookkeeper", "CPB"],
     ["Payroll Compliance Practitioner (PCP)", "Payroll Compliance Practitioner", "PCP"],
     ["QuickBooks Online Certified ProAdvisor", "QuickBooks ProAdvisor", "QuickBooks Online ProAdvisor"]],
    [["Bookkeeping", "Full-cycle bookkeeping"], ["Accounts payable"], ["Accounts receivable"], ["Payroll"],
     ["Bank reconciliations", "Bank reconciliation", "Reconciliations"], ["GST/HST", "GST/HST and QST returns", "Sales tax"], ["Month-end close"],
     ["QuickBooks Online", "QuickBooks"], ["Sage 50", "Sage"], "Xero", ["Excel", "Microsoft Excel"], ["French"]],
    ["Ottawa", "Gatineau", "Desjardins", "Core Competencies", "Capital Dental Group"],
    [12.3, 12.55], ["Bookkeeping, Accounting, and Auditing Clerks", "Payroll and Timekeeping Clerks"], ONE)

# 26 plain Word CV with built-in headings, primary teacher, Cork --------------------------------------------------------
add("26-word-basic-primary-teacher-ie.docx",
    C("Aoife Brennan", "aoife.brennan.teach@example.ie", "087 555 0129",
      ["Ballincollig, Co. Cork, P31 K7W2", "Ballincollig, Co. Cork", "14 Ard na Gréine, Ballincollig, Co. Cork, P31 K7W2"]),
    [P(["Primary Teacher (permanent), 3rd/4th Class", "Primary Teacher (permanent)", "Primary Teacher"], "Scoil Mhuire gan Smál",
       "2019-09", "Present", ["Blarney, Co. Cork"]),
     P("Substitute and Special Education Teacher", "Gaelscoil Uí Riada", "2018-09", "2019-06", ["Wilton, Cork"]),
     P(["Cúntóir (Irish College Assistant)", "Cúntóir", "Irish College Assistant"], "Coláiste Aran", "2017-06", "2017-08", ["Inis Mór"]),
     P(["Sales Assistant (part-time)", "Sales Assistant"], "Dunnes Stores", "2015", "2018", ["Limerick"])],
    [ED(["Bachelor of Education (B.Ed.), Primary Teaching", "Bachelor of Education (B.Ed.)", "Bachelor of Education", "B.Ed.",
         "Bachelor of Education (B.Ed.), Primary Teaching – Second Class Honours, Grade 1"], "Mary Immaculate College"),
     ED(["Leaving Certificate", "Leaving Certificate – 545 points"], ["Coláiste Choilm", "Coláiste Choilm, Ballincollig"])],
    [["Children First", "Children First – Tusla e-learning"],
     ["Occupational First Aid (PHECC First Aid Responder)", "Occupational First Aid", "PHECC First Aid Responder", "First Aid Responder"]],
    [["Classroom management"], ["Differentiation"], ["Inclusion", "Inclusive education", "Special educational needs", "SEN"], ["Aistear"],
     ["Play-based learning"], ["Literacy"], ["Numeracy"], ["Irish", "Gaeilge", "Teaching through Irish"], ["Google Classroom"], ["Seesaw"],
     ["Interactive whiteboards", "Interactive whiteboard"]],
    ["Cork", "Blarney", "Referees", "Garda vetted", "Ballincollig"],
    [8.2, 11.95], ["Elementary School Teachers", "Special Education Teachers"], ONE)

# 27 Google Docs 'Coral' template downloaded as .docx, executive assistant, Brisbane -----------------------------------
BNE = ["Brisbane, QLD"]
add("27-gdocs-coral-docx-executive-assistant-au.docx",
    C("Jessica Tran", "jessica.tran.ea@example.com.au", "0491 570 942",
      ["Bulimba QLD 4171", "Unit 5, 31 Oxford Street, Bulimba QLD 4171", "Bulimba, QLD", "Bulimba QLD"]),
    [P(["Executive Assistant to the Director of Nursing", "Executive Assistant"], "Queensland Health", "2022-05", "Present", BNE),
     P("Office Administrator", "Ray White Bulimba", "2019-02", "2022-04", BNE),
     P(["Receptionist (temp via Hays)", "Receptionist"], "Suncorp", "2018-08", "2019-01", BNE),
     P("Travel Consultant", "Flight Centre", "2015-01", "2018-07", BNE)],
    [ED(["Certificate IV in Business Administration"], "TAFE Queensland")],
    [],
    [["Microsoft 365", "Microsoft Office", "Microsoft 365 (Outlook, Word, Excel, Teams)"], ["Outlook", "Microsoft Outlook"], ["Excel", "Microsoft Excel"],
     ["Diary management"], ["Travel management", "Travel bookings", "Diary and travel management"], ["Minute taking"],
     ["Content Manager", "ECM", "Content Manager (ECM)"], "SAP", ["Typing"], ["Stakeholder liaison", "Stakeholder management"],
     ["REST Professional"], ["Vietnamese"]],
    ["Brisbane", "Queensland Health", "Flight Centre", "Bulimba", "Hays"],
    [11.8, 11.97], ["Executive Secretaries and Executive Administrative Assistants", "Secretaries and Administrative Assistants",
                    "Office Clerks", "Receptionists"], ONE)

# 28 Indian Word CV with tables (experience, education, skill ratings, personal details), civil site engineer, Hyderabad ---
add("28-word-tables-civil-site-engineer-in.docx",
    C(["Venkata Sai Kiran Reddy"], "saikiran.reddy.civil@example.com", "+91 90000 55467",
      ["Kukatpally, Hyderabad – 500072, Telangana", "Hyderabad", "Kukatpally, Hyderabad", "Hyderabad, Telangana",
       "Flat 302, Sai Residency, Kukatpally, Hyderabad – 500072, Telangana", "Hyderabad – 500072, Telangana"]),
    [P(["Senior Engineer – Execution", "Senior Engineer - Execution", "Senior Engineer", "Senior Engineer – Execution (Civil)"],
       ["Larsen & Toubro Ltd. (L&T Construction)", "Larsen & Toubro Ltd.", "Larsen & Toubro", "L&T Construction", "Larsen & Toubro Ltd"],
       "2021-06", "Present", ["Hyderabad"]),
     P("Site Engineer", ["Shapoorji Pallonji & Co. Pvt. Ltd.", "Shapoorji Pallonji & Co.", "Shapoorji Pallonji"], "2017-08", "2021-05", ["Bengaluru"]),
     P("Graduate Engineer Trainee", ["NCC Limited", "NCC"], "2016-07", "2017-07", ["Hyderabad"])],
    [ED(["B.Tech (Civil Engineering)", "B.Tech Civil Engineering", "B.Tech", "B.Tech in Civil Engineering"], ["CVR College of Engineering", "JNTU Hyderabad"]),
     ED(["Intermediate (MPC)", "Intermediate"], ["Sri Chaitanya Junior College", "BIEAP"]),
     ED(["SSC"], ["Gowtham Model School", "Board of Secondary Education, A.P."])],
    [["Primavera P6 Professional"], ["Autodesk Certified User: AutoCAD", "Autodesk Certified User"], ["IOSH Managing Safely"]],
    ["AutoCAD", ["Primavera P6", "Primavera"], ["MS Project", "Microsoft Project"], ["MS Excel", "Excel", "Microsoft Excel"],
     ["STAAD.Pro", "STAAD Pro"], ["Quantity Surveying", "Quantity take-off", "Quantity Surveying / BBS"],
     ["Bar bending schedules", "BBS", "Bar bending schedule"], ["Quality Control", "QA/QC", "Quality Control (QA/QC)"], ["Total station"], ["Telugu"]],
    ["Expert", "Intermediate", "Hyderabad", "Till date", "Beginner"],
    [10.3, 10.5], ["Civil Engineers", "Construction Managers", "Civil Engineering Technologists"], ONE)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations")
