#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl."""
import json, os

NOCONTACT = ["no-email", "no-phone", "no-name"]
E = []

def P(title, company, start, end, location=None):
    d = {"title": title, "company": company, "start": start, "end": end}
    if location is not None:
        d["location"] = location
    return d

# 01 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/01-returner-career-break-marketing-uk.txt",
  "contact": {"name": "Sarah Okonkwo-Bridges", "email": "sarah.bridges@example.co.uk", "phone": "07700 900417",
              "location": ["Leeds, West Yorkshire", "Leeds"]},
  "positions": [
    P(["Marketing Manager", "Marketing Manager (part-time, 3 days a week)"], "Leeds Community Foundation", "2024-01", "Present", "Leeds"),
    P(["Marketing Returner", "Marketing Returner (12-week paid returnship)"], "Yorkshire Building Society", "2023-09", "2023-12", "Leeds"),
    P("Marketing Manager", ["Arla Foods UK", "Arla Foods"], "2012-09", "2018-06", "Leeds"),
    P("Marketing Assistant", "Cancer Research UK", "2009-07", "2012-08", "London")],
  "education": [{"degree": ["BA (Hons) Business and Marketing", "BA Business and Marketing", "Business and Marketing", "BA (Hons)"],
                 "school": "University of Leeds"}],
  "certifications": [["Chartered Marketer", "Chartered Marketer, Chartered Institute of Marketing (CIM)", "Chartered Marketer (CIM)"],
                     ["Google Analytics Certification", "Google Analytics Certification (GA4)", "GA4"]],
  "skills": {"present": ["HubSpot", ["Google Analytics", "Google Analytics 4", "GA4"], "Canva", "Email marketing", "Copywriting",
                         "Brand management", "Budget management", "Stakeholder management", ["Paid social", "Social media marketing", "Social media advertising"],
                         "Campaign planning"],
             "absent": ["Leeds", "Arla", "Career Break", "Returner"]},
  "totalYears": [11.9, 12.6],
  "occupation": ["Marketing Managers", "Marketing Specialists"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "position-without-company", "position-without-dates"]}})

# 02 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/02-teacher-to-ux-hybrid-us.txt",
  "contact": {"name": "Marisol Vega-Thornton", "email": "marisol.vt@example.com", "phone": "(614) 555-0182",
              "location": ["Columbus, OH 43215", "Columbus, OH"]},
  "positions": [
    P(["UX Designer", "UX Designer (contract)"], ["COSI (Center of Science and Industry)", "COSI", "Center of Science and Industry"], "2023-08", "Present", "Columbus, OH"),
    P(["Junior UX Designer", "Junior UX Designer (part-time, remote)"], "Brightwheel Learning Co.", "2022-02", "2023-07"),
    P(["Science Teacher", "Science Teacher, Grades 6–8"], "Columbus City Schools", "2012", "2021", "Columbus, OH"),
    P("Summer Camp Director", "YMCA of Central Ohio", "2015", "2019", "Columbus, OH")],
  "education": [{"degree": ["M.Ed. Curriculum and Instruction", "M.Ed.", "MEd Curriculum and Instruction"],
                 "school": ["The Ohio State University", "Ohio State University"]},
                {"degree": ["B.S. Biology", "B.S.", "BS Biology"], "school": "Ohio University"}],
  "certifications": [["Google UX Design Professional Certificate", "Google UX Design Certificate"]],
  "skills": {"present": ["Figma", "Usability testing", "User interviews", "Wireframing", "Prototyping", "Miro",
                         ["Accessibility", "WCAG", "WCAG 2.1", "WCAG 2.1 accessibility"], "Affinity mapping",
                         ["Workshop facilitation", "Facilitation"], "Design systems", "Card sorting"],
             "absent": ["Columbus", "COSI", "Teacher", "Springboard"]},
  "totalYears": [13.5, 15.0],
  "occupation": ["Web and Digital Interface Designers", "Designers, All Other"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "no-skills-section", "no-education-section", "position-without-dates"]}})

# 03 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/03-two-part-time-jobs-au.txt",
  "contact": {"name": ["Jessica (Jess) Nguyen", "Jessica Nguyen", "Jess Nguyen", "Jessica Jess Nguyen"],
              "email": "jess.nguyen@example.com.au", "phone": "0491 570 156",
              "location": ["Brisbane QLD 4101", "Brisbane QLD", "Brisbane"]},
  "positions": [
    P(["Bookkeeper", "Bookkeeper (part-time, 20 hrs/wk)"], ["Sunnybank Physio Group Pty Ltd", "Sunnybank Physio Group"], "2022-02", "Present", ["Sunnybank QLD", "Sunnybank"]),
    P(["Retail Assistant / Key Holder", "Retail Assistant / Key Holder (casual)", "Retail Assistant", "Key Holder"], ["Kmart Australia", "Kmart"], "2020-06", "Present"),
    P(["Accounts Assistant", "Accounts Assistant (6-month contract)"], "Logan City Council", "2021-08", "2022-01", ["Logan Central QLD", "Logan Central"]),
    P("Front of House Supervisor", "Little Creatures Brewery", "2016-03", "2019-11", ["Fremantle WA", "Fremantle"])],
  "education": [{"degree": ["Certificate IV in Accounting and Bookkeeping", "Certificate IV in Accounting and Bookkeeping (FNS40222)"],
                 "school": "TAFE Queensland"}],
  "certifications": [["Registered BAS Agent", "Registered BAS Agent — Tax Practitioners Board"], ["Xero Advisor Certification", "Xero Advisor Certified"]],
  "skills": {"present": ["Xero", "MYOB", ["BAS", "BAS preparation", "BAS and IAS preparation"], "Payroll", ["Single Touch Payroll", "STP"],
                         ["Bank reconciliations", "Bank reconciliation", "Reconciliation", "Reconciliations"],
                         ["Accounts payable", "Accounts payable / receivable"], ["Microsoft Excel", "Excel"], "Customer service", "Cash handling"],
             "absent": ["Kmart", "Sunnybank", "Brisbane", "Key Holder", "Fremantle"]},
  "totalYears": [10.0, 10.5],
  "occupation": ["Bookkeeping", "Accounting"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "position-without-dates"]}})

# 04 ----------------------------------------------------------------------------------------------------------
ARMY = ["United States Army", "U.S. Army", "US Army", "Army"]
E.append({"file": "files/04-military-to-pm-us.txt",
  "contact": {"name": ["Darnell A. Washington", "Darnell Washington", "Darnell A. Washington, PMP"], "email": "d.washington.pm@example.com",
              "phone": "210-555-0147", "location": ["San Antonio, TX", "San Antonio"]},
  "positions": [
    P("Senior Project Manager", "USAA", "2023-01", "Present", "San Antonio, TX"),
    P("Project Manager", "USAA", "2020-01", "2022-12", "San Antonio, TX"),
    P(["DoD SkillBridge Fellow – Project Management", "DoD SkillBridge Fellow", "SkillBridge Fellow"], ["H-E-B", "HEB"], "2019-06", "2019-11", "San Antonio, TX"),
    P(["First Sergeant (1SG)", "First Sergeant"], ARMY + ["3rd Battalion, 8th Cavalry Regiment"], "2014-06", "2019-11", "Fort Hood, TX"),
    P("Platoon Sergeant", ARMY + ["1st Cavalry Division"], "2009-03", "2014-05", "Fort Hood, TX"),
    P(["Squad Leader (Sergeant)", "Squad Leader"], ARMY + ["101st Airborne Division"], "2001-08", "2009-02", "Fort Campbell, KY")],
  "education": [{"degree": ["B.S. Business Administration (Project Management)", "B.S. Business Administration", "BS Business Administration"],
                 "school": "University of Maryland Global Campus"}],
  "certifications": [["Project Management Professional (PMP)", "PMP", "Project Management Professional"],
                     ["Certified ScrumMaster (CSM)", "Certified ScrumMaster", "CSM"], ["Lean Six Sigma Green Belt"]],
  "skills": {"present": [["Project planning", "Project planning & scheduling", "Project scheduling", "Project management"], "Risk management",
                         ["Agile", "Scrum", "Agile / Scrum"], "Jira", "Microsoft Project", "Budget management", ["Team leadership", "Leadership"],
                         "Lean Six Sigma", "Vendor management", "Stakeholder communication"],
             "absent": ["San Antonio", "Sergeant", "Poland", "Cavalry", "Iraq"]},
  "totalYears": [25.0, 25.5],
  "occupation": ["Project Management Specialists", "Information Technology Project Managers"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "dates-ambiguous", "position-without-company", "position-without-dates", "no-skills-section"]}})

# 05 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/05-india-relocation-gap-qa.txt",
  "contact": {"name": "Priya Ramakrishnan", "email": "priya.ramk@example.in", "phone": "+91 99001 23456",
              "location": ["Pune, Maharashtra", "Pune"]},
  "positions": [
    P("QA Lead", ["Persistent Systems Ltd.", "Persistent Systems"], "2021-04", "Present", "Pune"),
    P("Senior Test Engineer", ["Infosys Ltd.", "Infosys"], "2016-07", "2019-07"),
    P("Test Engineer", ["Infosys Ltd.", "Infosys"], "2013-07", "2016-06")],
  "education": [{"degree": ["B.E. (Electronics & Communication)", "B.E. Electronics & Communication", "B.E.", "BE Electronics and Communication"],
                 "school": ["PES Institute of Technology", "PES Institute of Technology, Bengaluru", "PES Institute of Technology, Bengaluru (VTU)"]}],
  "certifications": [["ISTQB Certified Tester Foundation Level (CTFL)", "ISTQB Certified Tester Foundation Level", "CTFL", "ISTQB CTFL"],
                     ["ISTQB Advanced Level Test Analyst (CTAL-TA)", "ISTQB Advanced Level Test Analyst", "CTAL-TA", "ISTQB Advanced Test Analyst"]],
  "skills": {"present": [["Selenium WebDriver", "Selenium"], "Java", "TestNG", "Postman", ["REST API testing", "API testing", "REST APIs", "REST API"],
                         ["JIRA", "Jira"], "SQL", "Jenkins", ["Cucumber", "BDD"], ["Regression testing"], ["Manual testing"], ["Rest Assured", "REST Assured"]],
             "absent": ["Melbourne", "Married", "Pune", "Infosys", "Indian"]},
  "totalYears": [11.5, 12.0],
  "occupation": ["Software Quality Assurance Analysts and Testers"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "no-skills-section"]}})

# 06 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/06-caregiver-returner-payroll-ca.txt",
  "contact": {"name": ["Linda Mackenzie-Holt", "Linda Mackenzie-Holt, CPM"], "email": "linda.mholt@example.ca", "phone": "905-555-0123",
              "location": ["Mississauga, ON L5B 1M2", "Mississauga, ON"]},
  "positions": [
    P("Payroll Coordinator", "City of Brampton", "2023-10", "Present", "Brampton, ON"),
    P(["Payroll & Benefits Administrator", "Payroll & Benefits Administrator (contract)"], "Sheridan College", "2022-09", "2023-08", "Oakville, ON"),
    P("Payroll Specialist", ["Loblaw Companies Limited", "Loblaw"], "2015-03", "2019-06", "Brampton, ON"),
    P("Payroll Administrator", "Restaurant Brands International", "2010-05", "2015-02", "Toronto, ON")],
  "education": [{"degree": ["Diploma, Business Administration - Accounting", "Diploma", "Business Administration - Accounting", "Diploma in Business Administration - Accounting"],
                 "school": ["Sheridan College", "Sheridan College, Oakville, ON"]}],
  "certifications": [["Certified Payroll Manager (CPM)", "Certified Payroll Manager", "CPM"],
                     ["Payroll Compliance Practitioner (PCP)", "Payroll Compliance Practitioner", "PCP"]],
  "skills": {"present": ["Workday", ["Ceridian Dayforce", "Dayforce"], ["ADP Workforce Now", "ADP"], ["Multi-province payroll", "Payroll"],
                         ["Benefits administration"], ["Garnishments"], ["Microsoft Excel", "Excel"],
                         ["General ledger reconciliation", "Reconciliation", "General ledger"], ["Records of Employment (ROE)", "Records of Employment", "ROE"],
                         ["CRA remittances", "Remittances"]],
             "absent": ["Mississauga", "Brampton", "Loblaw", "Career Note", "Caregiver"]},
  "totalYears": [13.1, 13.6],
  "occupation": ["Payroll and Timekeeping Clerks", "Bookkeeping", "Human Resources Specialists"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "dates-ambiguous", "position-without-company", "position-without-dates"]}})

# 07 ----------------------------------------------------------------------------------------------------------
AIB = ["Allied Irish Banks (AIB)", "Allied Irish Banks", "AIB"]
E.append({"file": "files/07-volunteer-recent-returner-ie.txt",
  "contact": {"name": "Áine Ní Bhriain", "email": "aine.nibhriain@example.ie", "phone": "+353 87 555 0132",
              "location": ["Ennis, Co. Clare", "Ennis"]},
  "positions": [
    P(["Treasurer (voluntary)", "Treasurer"], "Ennis Tidy Towns", "2019", "Present", "Ennis"),
    P("Volunteer Shop Coordinator", ["St Vincent de Paul", "St Vincent de Paul (SVP)"], "2021-09", "Present", "Ennis"),
    P("Personal Lending Officer", AIB, "2009", "2014"),
    P(["Bank Official (Customer Services)", "Bank Official"], AIB, "2004", "2009")],
  "education": [{"degree": ["Bachelor of Business Studies (BBS)", "Bachelor of Business Studies", "BBS"], "school": "University of Limerick"},
                {"degree": ["Springboard+ Certificate in Digital Skills for Business (NFQ Level 6)", "Springboard+ Certificate in Digital Skills for Business",
                            "Certificate in Digital Skills for Business"], "school": "Technological University of the Shannon"}],
  "certifications": [["Qualified Financial Adviser (QFA)", "Qualified Financial Adviser", "QFA"]],
  "skills": {"present": ["Bookkeeping", "Sage 50", ["Microsoft Excel", "Excel"], "Credit assessment", ["AML/KYC compliance", "AML", "KYC", "Anti-money laundering"],
                         "Grant writing", "Cash handling", "Volunteer coordination", "Customer service", "Report writing"],
             "absent": ["Ennis", "Clare", "Camogie", "Tidy Towns", "Treasurer"]},
  "totalYears": [17.0, 19.0],
  "occupation": ["Bookkeeping", "Loan Officers", "Office Clerks", "Financial Clerks"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "position-without-dates"]}})

# 08 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/08-freelance-overlapping-contracts-uk.txt",
  "contact": {"name": "Tom Ashworth", "email": "tom@ashworth-words.example.com", "phone": "0117 496 0321", "location": "Bristol"},
  "positions": [
    P("Content Designer", "NHS Business Services Authority", "2025-04", "Present", ["Newcastle (remote)", "Newcastle"]),
    P("Content Designer", "Government Digital Service", "2024-10", "2025-03", ["London (remote)", "London"]),
    P(["UX Writer", "UX Writer (3 days a week)"], "OVO Energy", "2024-03", "2024-12", "Bristol"),
    P("Content Designer", "Bristol City Council", "2024-01", "2024-06", "Bristol"),
    P("Content Designer", "Companies House", "2021-06", "2023-05", ["Cardiff (remote)", "Cardiff"]),
    {"title": "Copywriter", "company": "The Wildlife Trusts", "location": "Newark"},
    P("Web Copywriter", "Aardman Animations", "2020-11", "2021-02", "Bristol"),
    P("Senior Copywriter", "BBC Studios", "2014-09", "2019-03", "Bristol"),
    P("Junior Copywriter", ["Future plc", "Future"], "2011-07", "2014-08", "Bath")],
  "education": [{"degree": ["BA English Literature", "BA"], "school": "University of Exeter"}],
  "skills": {"present": ["Content design", "UX writing", "Copywriting", "Plain English", "Content strategy", "User research",
                         ["Accessibility", "WCAG", "WCAG 2.2"], ["GOV.UK Design System"], "Figma", "SEO", "Markdown"],
             "absent": ["Bristol", "Newark", "Aardman", "South America", "BBC"]},
  "totalYears": [12.7, 13.3],
  "occupation": ["Writers", "Interface Designers", "Editors"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "position-without-dates", "stated-years"]}})

# 09 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/09-illness-gap-short-admin-us.txt",
  "contact": {"name": ["Kayla R. Simmons", "Kayla Simmons"], "email": "kayla.simmons@example.net", "phone": "937-555-0164",
              "location": ["Dayton, Ohio", "Dayton"]},
  "positions": [
    P(["Front Desk Receptionist", "Front Desk Receptionist (part-time)"], "Miami Valley Hospital", "2023", "Present", "Dayton, OH"),
    P("Administrative Assistant", "Reynolds and Reynolds", "2012", "2016", "Kettering, OH"),
    P("Office Clerk", ["Kelly Services", "Kelly Services (temporary assignments)"], "2010", "2012")],
  "education": [{"degree": ["Associate of Applied Science, Office Information Technology", "Associate of Applied Science",
                            "Associate of Applied Science in Office Information Technology"], "school": "Sinclair Community College"}],
  "skills": {"present": [["Microsoft Word", "Word"], ["Microsoft Excel", "Excel"], ["Microsoft Outlook", "Outlook"], ["Epic", "Epic scheduling"],
                         "Data entry", "Customer service", "Filing", ["Multi-line phones", "Multi-line phone"]],
             "absent": ["Dayton", "Kettering", "Kelly", "Reliable"]},
  "totalYears": [9.0, 11.0],
  "occupation": ["Receptionists", "Secretaries", "Office Clerks"],
  "warnings": {"absent": NOCONTACT + ["no-skills-section", "no-education-section", "position-without-dates"]}})

# 10 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/10-sabbatical-hotel-to-it-support-nz.txt",
  "contact": {"name": "Hemi Walker", "email": "hemi.walker@example.co.nz", "phone": "021 555 0187", "location": ["Auckland, NZ", "Auckland"]},
  "positions": [
    P("IT Service Desk Analyst", "Auckland Council", "2023", "Present"),
    P(["IT Support Technician", "IT Support Technician (fixed term)"], "Ōtāhuhu College", "2022", "2023"),
    P("Front Office Manager", ["SkyCity Hotel", "SkyCity Hotel, Auckland"], "2016", "2021", "Auckland"),
    P("Guest Services Agent", "Millennium Hotel Queenstown", "2013", "2016")],
  "education": [{"degree": ["New Zealand Diploma in Information Technology Technical Support (Level 5)", "New Zealand Diploma in Information Technology Technical Support"],
                 "school": "Manukau Institute of Technology"},
                {"degree": ["Diploma in Hospitality Management (Level 5)", "Diploma in Hospitality Management"], "school": "Southern Institute of Technology"}],
  "certifications": [["CompTIA A+", "CompTIA A+ (2022)"], ["Microsoft 365 Certified: Fundamentals (MS-900)", "Microsoft 365 Certified: Fundamentals", "MS-900"],
                     ["ITIL 4 Foundation", "ITIL 4 Foundation (2024)"]],
  "skills": {"present": ["ServiceNow", "Active Directory", "Microsoft 365", ["Intune", "Microsoft Intune"], ["Windows 11", "Windows"], "Troubleshooting",
                         "ITIL", "Customer service", ["PowerShell"], ["TCP/IP", "Networking"], ["DNS"], ["Opera PMS", "Opera"]],
             "absent": ["Auckland", "SkyCity", "Queenstown", "Sabbatical", "South America"]},
  "totalYears": [12.5, 14.0],
  "occupation": ["Computer User Support Specialists", "Computer Network Support Specialists"],
  "warnings": {"absent": NOCONTACT + ["no-education-section", "position-without-dates"]}})

# 11 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/11-retail-to-software-bootcamp-us.pdf",
  "contact": {"name": ["Andre M. Collins", "Andre Collins"], "email": "andre.collins.dev@example.com", "phone": "(312) 555-0176",
              "location": ["Chicago, IL", "Chicago"]},
  "positions": [
    P("Software Engineer", "Sprout Social", "2024-06", "Present", "Chicago, IL"),
    P("Junior Software Engineer", "Avant", "2022-01", "2024-05", "Chicago, IL"),
    P("Freelance Web Developer", ["Self-employed", "Freelance"], "2021-10", "2023-12", ["Chicago, IL", "Chicago, IL (evenings and weekends)"]),
    P("Store Manager", "Target", "2016-03", "2021-06", "Evanston, IL"),
    P(["Executive Team Leader (Assistant Store Manager)", "Executive Team Leader", "Assistant Store Manager"], "Target", "2011-08", "2016-02", "Schaumburg, IL")],
  "education": [{"degree": ["B.A. Communication Studies", "B.A.", "BA Communication Studies"], "school": "Northern Illinois University"},
                {"degree": ["Full-Stack Software Engineering Immersive"], "school": ["Fullstack Academy", "Fullstack Academy, Chicago"]}],
  "certifications": [["AWS Certified Cloud Practitioner", "AWS Certified Cloud Practitioner (2023)"]],
  "skills": {"present": ["JavaScript", "TypeScript", "React", "Node.js", ["Express", "Express.js"], "PostgreSQL", ["REST APIs", "REST API", "REST"],
                         "Jest", "Git", ["GitHub Actions"], ["AWS", "AWS Lambda", "Amazon Web Services"], "Docker", ["Team leadership", "Leadership"]],
             "absent": ["Target", "Evanston", "Chicago", "Sprout Social", "Drive Up"]},
  "totalYears": [14.8, 15.4],
  "occupation": ["Software Developers", "Web Developers"],
  "warnings": {"present": ["two-columns"], "absent": NOCONTACT + ["position-without-dates"]}})

# 12 ----------------------------------------------------------------------------------------------------------
LOTHIAN = ["NHS Lothian"]
E.append({"file": "files/12-nurse-to-clinical-data-uk.pdf",
  "contact": {"name": "Fiona McAllister-Reid", "email": "fiona.mcreid@example.org.uk", "phone": "0131 496 0615",
              "location": ["Edinburgh EH10", "Edinburgh"]},
  "positions": [
    P("Clinical Data Manager", ["IQVIA", "IQVIA, Livingston"], "2024-04", "Present", "Livingston"),
    P("Clinical Research Nurse", LOTHIAN + ["NHS Lothian, Edinburgh Clinical Research Facility", "Edinburgh Clinical Research Facility"], "2022-02", "2024-03"),
    P(["Bank Staff Nurse (weekends)", "Bank Staff Nurse"], ["NHS Lothian Nurse Bank", "NHS Lothian Nurse Bank, Edinburgh", "NHS Lothian"], "2022-02", "Present"),
    P(["Senior Staff Nurse (Band 6), Acute Medical Unit", "Senior Staff Nurse (Band 6)", "Senior Staff Nurse"],
      LOTHIAN + ["NHS Lothian, Royal Infirmary of Edinburgh", "Royal Infirmary of Edinburgh"], "2013-08", "2018-12"),
    P(["Staff Nurse (Band 5)", "Staff Nurse"], LOTHIAN + ["NHS Lothian, Western General Hospital", "Western General Hospital"], "2010-09", "2013-07")],
  "education": [{"degree": ["BN (Hons) Nursing", "BN Nursing", "BN (Hons)"], "school": "Edinburgh Napier University"},
                {"degree": ["PgCert Clinical Research", "PgCert"], "school": "Glasgow Caledonian University"}],
  "certifications": [["Good Clinical Practice (GCP)", "Good Clinical Practice", "GCP", "Good Clinical Practice (GCP), NIHR"],
                     ["Certified Clinical Data Manager (CCDM)", "Certified Clinical Data Manager", "CCDM"]],
  "skills": {"present": ["Medidata Rave", ["EDC", "Electronic data capture"], ["CDISC SDTM", "SDTM", "CDISC"], ["Data validation"], ["Query management"],
                         "SAS", ["Microsoft Excel", "Excel"], ["Good Clinical Practice", "GCP"], "Clinical trials", "Patient assessment", "Phlebotomy"],
             "absent": ["Edinburgh", "Livingston", "IQVIA", "Career break", "Lothian"]},
  "totalYears": [12.9, 13.4],
  "occupation": ["Clinical Data Managers", "Clinical Research Coordinators", "Registered Nurses"],
  "warnings": {"absent": NOCONTACT + ["two-columns", "position-without-dates"]}})

# 13 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/13-teacher-to-learning-designer-au.pdf",
  "contact": {"name": "Chloe Papadopoulos", "email": "chloe.papa@example.com.au", "phone": "0491 570 110",
              "location": ["Brunswick VIC 3056", "Brunswick VIC", "Brunswick"]},
  "positions": [
    P("Learning Designer", ["Deakin University (Deakin Learning Futures)", "Deakin University", "Deakin Learning Futures"], "2022-03", "Present", "Melbourne"),
    P("Freelance Instructional Designer", ["Self-employed", "Freelance"], "2021-07", "2022-02", "Melbourne"),
    P(["Secondary Teacher – English & Humanities", "Secondary Teacher"], "Northcote High School", "2013-01", "2021-06", ["Northcote VIC", "Northcote"]),
    P("Casual Relief Teacher", ["Department of Education", "Department of Education, Melbourne western region schools"], "2011", "2012")],
  "education": [{"degree": ["Master of Education (Digital Learning)", "Master of Education"], "school": "Monash University"},
                {"degree": ["Graduate Diploma of Education (Secondary)", "Graduate Diploma of Education"], "school": "University of Melbourne"},
                {"degree": ["Bachelor of Arts (English, History)", "Bachelor of Arts"], "school": "University of Melbourne"}],
  "certifications": [["Certificate IV in Training and Assessment (TAE40116)", "Certificate IV in Training and Assessment", "TAE40116"]],
  "skills": {"present": ["Instructional design", "ADDIE", ["Universal Design for Learning", "UDL"], ["Articulate Storyline 360", "Articulate Storyline", "Storyline 360", "Storyline"],
                         ["Rise 360", "Articulate Rise 360", "Articulate Rise"], "H5P", ["D2L Brightspace", "Brightspace", "D2L"], "Moodle",
                         "Curriculum design", ["WCAG 2.1", "WCAG", "Accessibility"], "Assessment design"],
             "absent": ["Melbourne", "Northcote", "Deakin", "Compass", "Parental leave"]},
  "totalYears": [14.8, 16.1],
  "occupation": ["Instructional Coordinators", "Training and Development Specialists"],
  "warnings": {"absent": NOCONTACT + ["two-columns", "position-without-dates"]}})

# 14 ----------------------------------------------------------------------------------------------------------
RLC = ["British Army", "Royal Logistic Corps", "British Army — Royal Logistic Corps", "British Army, Royal Logistic Corps"]
E.append({"file": "files/14-army-to-supply-chain-uk.pdf",
  "contact": {"name": "Gareth Pritchard", "email": "gareth.pritchard@example.co.uk", "phone": "07700 900812",
              "location": ["Darlington, County Durham", "Darlington"]},
  "positions": [
    P("Operations Manager", "DHL Supply Chain", "2025-05", "Present", "Doncaster"),
    P(["Warrant Officer Class 2 (Regimental Quartermaster Sergeant)", "Warrant Officer Class 2", "Regimental Quartermaster Sergeant"],
      RLC + ["4 Regiment RLC"], "2019-06", "2025-04", "Abingdon"),
    P(["Staff Sergeant — Supply Chain Operations", "Staff Sergeant", "Staff Sergeant, Supply Chain Operations"], RLC + ["1 Regiment RLC"], "2014-03", "2019-05", "Bicester"),
    P(["Sergeant — Supply Specialist", "Sergeant", "Sergeant, Supply Specialist"], RLC + ["27 Regiment RLC"], "2009-01", "2014-02", "Aldershot"),
    P(["Private to Corporal — Supply Specialist", "Private to Corporal", "Supply Specialist", "Corporal"], RLC + ["9 Regiment RLC"], "2003-04", "2008-12", "Hullavington"),
    P("Warehouse Operative", ["Tesco Distribution Centre", "Tesco"], "2001", "2003", "Doncaster")],
  "education": [{"degree": ["BSc (Hons) Logistics and Supply Chain Management", "BSc Logistics and Supply Chain Management", "BSc (Hons)"],
                 "school": ["University of Derby", "University of Derby (online)"]},
                {"degree": ["Level 5 Diploma in Leadership and Management"], "school": ["Chartered Management Institute (CMI)", "Chartered Management Institute", "CMI"]}],
  "certifications": [["Chartered Member of the Chartered Institute of Logistics and Transport (CMILT)", "CMILT", "Chartered Member of the Chartered Institute of Logistics and Transport"],
                     ["Lean Six Sigma Green Belt"], ["IOSH Managing Safely"]],
  "skills": {"present": ["Inventory management", ["Warehouse management systems (WMS)", "Warehouse management", "WMS", "Warehouse management systems"],
                         ["Demand planning", "Demand and labour planning"], ["Stock control"], "SAP", ["Microsoft Excel", "Excel"], "Power BI",
                         ["Team leadership", "Leadership"], "Change management", "Budget management", ["Lean", "Lean Six Sigma"], "5S",
                         ["Health and safety"], "Risk assessment"],
             "absent": ["Afghanistan", "Estonia", "Bicester", "Sergeant", "Regiment"]},
  "totalYears": [25.2, 26.0],
  "occupation": ["Logisticians", "Supply Chain Managers", "Logistics Analysts", "Transportation, Storage, and Distribution Managers", "General and Operations Managers"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "two-columns", "position-without-dates", "no-experience-section"]}})

# 15 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/15-returner-chartered-accountant-in.pdf",
  "contact": {"name": ["Kavitha Subramaniam", "Kavitha Subramaniam, ACA"], "email": "kavitha.s.ca@example.com", "phone": "+91 98400 12345",
              "location": ["Chennai, Tamil Nadu", "Chennai"]},
  "positions": [
    P(["Assistant Manager – Corporate Finance", "Assistant Manager"], ["Tata Consultancy Services Ltd.", "Tata Consultancy Services", "TCS",
      "Tata Consultancy Services Ltd., Chennai"], "2023-06", "Present"),
    P(["Assistant Manager – Statutory Audit", "Assistant Manager"], ["Deloitte Haskins & Sells LLP", "Deloitte Haskins & Sells LLP, Chennai", "Deloitte"], "2013-08", "2017-03"),
    P("Audit Senior", ["KPMG Assurance and Consulting Services LLP", "KPMG Assurance and Consulting Services LLP, Chennai", "KPMG"], "2011-01", "2013-07"),
    P(["Article Assistant (CA articleship)", "Article Assistant"], ["M/s. Ramesh & Associates, Chartered Accountants", "Ramesh & Associates",
      "M/s. Ramesh & Associates, Chartered Accountants, Chennai", "M/s. Ramesh & Associates"], "2007-08", "2010-07")],
  "education": [{"degree": ["B.Com.", "B.Com", "Bachelor of Commerce"], "school": ["Stella Maris College", "Stella Maris College, Chennai (University of Madras)",
                 "Stella Maris College, Chennai"]},
                {"degree": ["Chartered Accountant (CA Final)", "Chartered Accountant", "CA Final", "CA"],
                 "school": ["The Institute of Chartered Accountants of India (ICAI)", "Institute of Chartered Accountants of India", "ICAI"]}],
  "certifications": [["Certificate Course on Ind AS", "Certificate Course on Ind AS, ICAI"],
                     ["SAP FICO (S/4HANA) Certified Application Associate", "SAP FICO Certified Application Associate", "SAP Certified Application Associate"]],
  "skills": {"present": ["Statutory audit", ["Ind AS"], "IFRS", "Financial reporting", "Consolidation", ["GST compliance", "GST"], "TDS",
                         ["SAP FICO", "SAP"], ["Tally ERP 9", "Tally"], ["MS Excel", "Excel", "Microsoft Excel"], ["Internal Financial Controls", "Internal controls"], "Power BI"],
             "absent": ["Chennai", "Deloitte", "KPMG", "Career Break", "Tamil Nadu"]},
  "totalYears": [9.5, 12.9],
  "occupation": ["Accountants and Auditors"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "position-without-dates"]}})

# 16 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/16-freelance-graphic-designer-ca.pdf",
  "contact": {"name": "Émilie Tremblay-Chen", "email": "hello@emilietc.example.com", "phone": "604-555-0148", "location": ["Vancouver, BC", "Vancouver"]},
  "positions": [
    P(["Graphic Designer", "Graphic Designer (part-time, 3 days/week)"], "Vancouver Art Gallery", "2021-09", "Present", "Vancouver, BC"),
    P("Freelance Brand Designer", "Studio Tremblay-Chen", "2018-01", "Present", ["Vancouver, BC", "Vancouver, BC (self-employed)"]),
    P("Junior Designer", "Cossette", "2014-06", "2017-12", ["Montréal, QC", "Montreal, QC"]),
    {"title": "Design Intern", "company": "Sid Lee", "location": ["Montréal, QC", "Montreal, QC"]}],
  "education": [{"degree": ["B.A. Graphic Design", "BA Graphic Design", "B.A."], "school": ["Université du Québec à Montréal (UQAM)", "Université du Québec à Montréal", "UQAM"]}],
  "skills": {"present": ["Adobe Illustrator", ["Adobe InDesign", "InDesign"], ["Adobe Photoshop", "Photoshop"], ["Adobe After Effects", "After Effects"], "Figma",
                         ["Brand identity", "Branding"], "Typography", ["Packaging design", "Packaging"], "Print production", "Art direction", "Client management"],
             "absent": ["Vancouver", "Montréal", "Cossette", "Earnest Ice Cream", "Maternity leave"]},
  "totalYears": [12.2, 12.9],
  "occupation": ["Graphic Designers"],
  "warnings": {"absent": NOCONTACT + ["position-without-dates"]}})

# 17 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/17-hospitality-to-hr-functional-ie.pdf",
  "contact": {"name": "Siobhán Kearney", "email": "siobhan.kearney@example.ie", "phone": "+353 86 555 0148", "location": ["Dublin 8", "Dublin"]},
  "positions": [
    P("HR Administrator", ["Musgrave Group", "Musgrave"], "2023", "Present", "Dublin"),
    P(["HR Intern", "HR Intern (6-month Springboard+ work placement)"], ["Iarnród Éireann", "Iarnrod Eireann"], "2022", "2023", "Dublin"),
    P("Duty Manager", ["The Shelbourne Hotel", "Shelbourne Hotel"], "2014", "2021", "Dublin"),
    P("Receptionist", ["Jurys Inn Galway", "Jurys Inn"], "2011", "2014")],
  "education": [{"degree": ["CIPD Level 5 Associate Diploma in People Management", "Associate Diploma in People Management"],
                 "school": ["National College of Ireland"]},
                {"degree": ["BA (Hons) Hospitality Management", "BA Hospitality Management", "BA (Hons)"],
                 "school": ["Dublin Institute of Technology (now TU Dublin)", "Dublin Institute of Technology", "TU Dublin"]}],
  "certifications": [["Associate Member, CIPD (Assoc CIPD)", "Associate Member, CIPD", "Assoc CIPD", "CIPD Associate Member"]],
  "skills": {"present": ["Recruitment", "Onboarding", "Employee relations", ["Irish employment law", "Employment law"], "Workday", ["Core HR"], "Planday",
                         ["Microsoft Excel", "Excel"], ["Training delivery", "Training"], "Conflict resolution", ["HRIS"], ["Payroll"]],
             "absent": ["Dublin", "Shelbourne", "Galway", "Covid", "Duty Manager"]},
  "totalYears": [13.5, 15.5],
  "occupation": ["Human Resources Specialists", "Human Resources Assistants"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "position-without-dates", "two-columns"]}})

# 18 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/18-chef-to-data-analyst-2col-us.pdf",
  "contact": {"name": ["Miguel Ángel Ortiz", "Miguel Angel Ortiz"], "email": "miguel.ortiz.data@example.com", "phone": "(503) 555-0139",
              "location": ["Portland, OR 97214", "Portland, OR"]},
  "positions": [
    P("Data Analyst", ["Providence Health & Services", "Providence"], "2023-05", "Present", "Portland, OR"),
    P("Data Analyst Intern", ["Multnomah County Department of County Human Services", "Multnomah County"], "2022-06", "2022-12", "Portland, OR"),
    P(["Line Cook (part-time)", "Line Cook"], "Tusk", "2021-03", "2023-04", "Portland, OR"),
    P("Sous Chef", ["Ox Restaurant", "Ox"], "2015", "2020-03", "Portland, OR"),
    P(["Line Cook → Chef de Partie", "Line Cook Chef de Partie", "Chef de Partie", "Line Cook"], "Le Pigeon", "2010", "2014", "Portland, OR")],
  "education": [{"degree": ["Associate of Science, Computer Science", "Associate of Science", "Associate of Science in Computer Science"],
                 "school": "Portland Community College"},
                {"degree": ["Culinary Arts Diploma"], "school": "Oregon Culinary Institute"}],
  "certifications": [["Google Data Analytics Professional Certificate", "Google Data Analytics Certificate"], ["Tableau Desktop Specialist"],
                     ["ServSafe Food Protection Manager", "ServSafe"]],
  "skills": {"present": ["SQL", "Python", ["pandas", "Pandas"], "Tableau", "Power BI", ["Excel", "Microsoft Excel"], ["Power Query"], "Data cleaning",
                         ["Dashboard design", "Dashboards"], "Inventory management", ["Cost control"], ["Team leadership", "Leadership"], "PostgreSQL"],
             "absent": ["Portland", "Tusk", "Le Pigeon", "Sous Chef", "Multnomah"]},
  "totalYears": [15.0, 16.1],
  "occupation": ["Data Scientists", "Business Intelligence Analysts", "Statisticians", "Operations Research Analysts"],
  "warnings": {"present": ["two-columns"], "absent": NOCONTACT + ["position-without-dates"]}})

# 19 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/19-returning-engineer-parental-leave-de.pdf",
  "contact": {"name": "Jonas Becker", "email": "jonas.becker@example.de", "phone": "+49 30 23125 417",
              "location": ["Schwanthalerstraße 88, 80336 München, Germany", "80336 München, Germany", "München, Germany", "München", "Munich"]},
  "positions": [
    P(["Design Engineer, brake control systems", "Design Engineer"], ["Knorr-Bremse AG", "Knorr-Bremse"], "2023-09", "Present", ["Munich", "München"]),
    P(["Mechanical Design Engineer, chassis", "Mechanical Design Engineer"], "BMW Group", "2014-10", "2018-12", ["Munich", "München"]),
    P(["Intern (master's thesis), chassis development", "Intern (master's thesis)", "Intern"], ["Audi AG", "Audi"], "2014-03", "2014-08", "Ingolstadt")],
  "education": [{"degree": ["M.Sc. Mechanical Engineering", "M.Sc.", "MSc Mechanical Engineering"], "school": ["Technical University of Munich (TUM)", "Technical University of Munich", "TUM"]},
                {"degree": ["B.Sc. Mechanical Engineering", "B.Sc.", "BSc Mechanical Engineering"], "school": "Friedrich-Alexander-Universität Erlangen-Nürnberg"}],
  "certifications": [["TÜV Functional Safety Engineer (ISO 26262)", "TÜV Functional Safety Engineer", "Functional Safety Engineer"],
                     ["CATIA V5 Advanced Part Design", "CATIA V5 Advanced Part Design, Dassault Systèmes"]],
  "skills": {"present": [["CATIA V5", "CATIA"], "Siemens NX", "Teamcenter", ["GD&T", "Geometric dimensioning and tolerancing"], ["Tolerance analysis"],
                         ["DFMEA", "FMEA"], ["FEA (ANSYS)", "FEA", "ANSYS", "Finite element analysis"], ["ISO 26262"], "MATLAB",
                         ["Design for manufacturing", "DFM"], "Jira"],
             "absent": ["München", "BMW", "Elternzeit", "Ingolstadt", "Parental leave"]},
  "totalYears": [7.3, 8.2],
  "occupation": ["Mechanical Engineers"],
  "warnings": {"absent": NOCONTACT + ["dates-ambiguous", "two-columns", "position-without-dates"]}})

# 20 ----------------------------------------------------------------------------------------------------------
NSWP = ["NSW Police Force"]
E.append({"file": "files/20-police-to-financial-crime-au.pdf",
  "contact": {"name": ["Bradley (Brad) O'Connell", "Bradley O'Connell", "Brad O'Connell", "Bradley Brad O'Connell"],
              "email": "brad.oconnell@example.com.au", "phone": "0491 570 737", "location": ["Parramatta NSW 2150", "Parramatta NSW", "Parramatta"]},
  "positions": [
    P("Senior Financial Crime Analyst", ["Westpac Group", "Westpac"], "2023-10", "Present", ["Sydney NSW", "Sydney"]),
    P(["Financial Crime Analyst (AML/CTF)", "Financial Crime Analyst"], ["Commonwealth Bank of Australia", "Commonwealth Bank"], "2021-02", "2023-09", ["Sydney NSW", "Sydney"]),
    P("Detective Senior Constable", NSWP + ["NSW Police Force — State Crime Command, Fraud and Cybercrime Squad", "NSW Police Force — State Crime Command, Fraud and Cybercrime Squad, Parramatta"],
      "2012-07", "2019-04"),
    P(["Constable / Senior Constable, General Duties", "Constable / Senior Constable", "Senior Constable"],
      NSWP + ["NSW Police Force — Blacktown Local Area Command"], "2004-01", "2012-06")],
  "education": [{"degree": ["Graduate Certificate in Fraud Investigation"], "school": "Charles Sturt University"},
                {"degree": ["Associate Degree in Policing Practice"], "school": "Charles Sturt University"}],
  "certifications": [["Certified Anti-Money Laundering Specialist (CAMS)", "Certified Anti-Money Laundering Specialist", "CAMS"],
                     ["Certified Fraud Examiner (CFE)", "Certified Fraud Examiner", "CFE"],
                     ["Certificate IV in Training and Assessment (TAE40116)", "Certificate IV in Training and Assessment", "TAE40116"]],
  "skills": {"present": [["AML/CTF compliance", "AML", "Anti-money laundering", "AML/CTF"], "Transaction monitoring", ["KYC", "Know your customer"],
                         ["Sanctions screening"], ["Financial investigations", "Investigations"], ["Interviewing", "Investigative interviewing"],
                         ["NICE Actimize", "Actimize"], "SQL", ["Microsoft Excel", "Excel"], "Power BI", "Risk assessment", ["Enhanced customer due diligence (ECDD)",
                         "Customer due diligence", "Due diligence", "ECDD"]],
             "absent": ["Parramatta", "Blacktown", "Westpac", "Detective", "Rugby"]},
  "totalYears": [20.9, 21.4],
  "occupation": ["Compliance Officers", "Fraud Examiners", "Financial Examiners"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "position-without-dates", "no-skills-section", "two-columns"]}})

# 21 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/21-returner-carer-office-manager-table-uk.docx",
  "contact": {"name": "Rebecca Hartley", "email": "rebecca.hartley@example.co.uk", "phone": "0161 496 0732",
              "location": ["Stockport, Greater Manchester", "Stockport"]},
  "positions": [
    P(["Office Manager", "Office Manager (job share, 3 days a week)"], "Stockport Homes Group", "2022-01", "Present", "Stockport"),
    P(["Executive Assistant to the Chief Financial Officer", "Executive Assistant"], ["The Co-operative Group", "Co-operative Group"], "2009-04", "2016-07", "Manchester"),
    P("Team Administrator", ["Royal Mail", "Royal Mail, Manchester Mail Centre"], "2005-09", "2009-03", ["Manchester", "Manchester Mail Centre"])],
  "education": [{"degree": ["BA (Hons) English and History", "BA English and History", "BA (Hons)"], "school": "Manchester Metropolitan University"}],
  "certifications": [["PRINCE2 Foundation Certificate in Project Management", "PRINCE2 Foundation", "PRINCE2"],
                     ["Microsoft Office Specialist: Excel Associate (Microsoft 365 Apps)", "Microsoft Office Specialist: Excel Associate", "Microsoft Office Specialist", "MOS Excel Associate"]],
  "skills": {"present": [["Diary management", "Diary and inbox management"], "Minute taking", ["Microsoft 365"], ["Microsoft Outlook", "Outlook"],
                         ["Microsoft Excel", "Excel"], ["SharePoint", "Microsoft SharePoint"], ["Microsoft Teams", "Teams"], "Event planning", "Travel booking",
                         ["Budget tracking", "Budgeting"], ["Stakeholder liaison", "Stakeholder management"], ["Confidentiality", "Discretion"]],
             "absent": ["Stockport", "Royal Mail", "Career break", "Carer", "Manchester"]},
  "totalYears": [15.6, 16.1],
  "occupation": ["Executive Secretaries", "Administrative Services Managers", "First-Line Supervisors of Office", "Office and Administrative Support"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "position-without-dates", "position-without-company", "two-columns"]}})

# 22 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/22-social-worker-to-ux-research-tabs-us.docx",
  "contact": {"name": ["Dana Whitfield-Osei", "Dana Whitfield-Osei, MSW"], "email": "dana.wo@example.com", "phone": "(206) 555-0113",
              "location": ["Seattle, WA", "Seattle"]},
  "positions": [
    P("UX Researcher", "Premera Blue Cross", "2023-07", "Present", "Mountlake Terrace, WA"),
    P("UX Research Volunteer", ["Open Seattle (Code for America Brigade)", "Open Seattle"], "2022-01", "2023-06", "Seattle, WA"),
    P("Medical Social Worker", "Harborview Medical Center", "2016-09", "2022-08", "Seattle, WA"),
    P("Case Manager", "Catholic Community Services of Western Washington", "2013-06", "2016-08", "Tacoma, WA")],
  "education": [{"degree": ["Master of Social Work (MSW)", "Master of Social Work", "MSW"], "school": "University of Washington"},
                {"degree": ["B.A. Psychology", "B.A.", "BA Psychology"], "school": "Western Washington University"}],
  "certifications": [["NN/g UX Certification (Nielsen Norman Group)", "NN/g UX Certification", "UX Certification"],
                     ["Licensed Independent Clinical Social Worker (LICSW)", "Licensed Independent Clinical Social Worker", "LICSW"]],
  "skills": {"present": ["User interviews", "Usability testing", "Survey design", "Thematic analysis", "Journey mapping", "Dovetail", "Qualtrics",
                         "UserTesting", "Figma", "Miro", "Motivational interviewing", ["Trauma-informed care"], ["Service blueprints", "Service blueprint", "Service design"],
                         ["Diary studies", "Diary study"]],
             "absent": ["Seattle", "Harborview", "Tacoma", "Social Worker", "Premera"]},
  "totalYears": [12.5, 13.6],
  "occupation": ["Interface Designers", "Market Research", "Survey Researchers", "Human Factors", "User Experience"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "no-education-section", "position-without-dates"]}})

# 23 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/23-two-part-time-health-care-aide-ca.docx",
  "contact": {"name": ["Maria Theresa (Tess) Dela Cruz", "Maria Theresa Dela Cruz", "Tess Dela Cruz", "Maria Theresa Tess Dela Cruz"],
              "email": "tess.delacruz@example.ca", "phone": "204-555-0171", "location": ["Winnipeg, MB R2W 3B4", "Winnipeg, MB"]},
  "positions": [
    P(["Health Care Aide (part-time, 0.5 EFT)", "Health Care Aide"], ["Health Sciences Centre Winnipeg, Shared Health", "Health Sciences Centre Winnipeg",
      "Shared Health", "Health Sciences Centre"], "2019-11", "Present", ["Winnipeg, MB"]),
    P(["Health Care Aide (casual)", "Health Care Aide"], "Riverview Health Centre", "2020-03", "Present", "Winnipeg, MB"),
    P(["Home Support Worker (part-time)", "Home Support Worker"], ["WRHA Home Care Program", "WRHA"], "2020-01", "2021-12", "Winnipeg, MB"),
    P("Staff Nurse", ["St. Luke's Medical Center", "St Luke's Medical Center"], "2011-06", "2018-07", ["Quezon City, Philippines", "Quezon City"])],
  "education": [{"degree": ["Bachelor of Science in Nursing", "BSN"], "school": ["University of Santo Tomas", "University of Santo Tomas, Manila"]},
                {"degree": ["Health Care Aide Certificate"], "school": ["Manitoba Institute of Trades and Technology (MITT)", "Manitoba Institute of Trades and Technology", "MITT"]}],
  "certifications": [["BLS Provider (CPR)", "BLS Provider", "BLS", "CPR"], ["Non-Violent Crisis Intervention (CPI)", "Non-Violent Crisis Intervention", "CPI"],
                     ["Food Handler Certificate", "Food Handler Certificate, Manitoba"]],
  "skills": {"present": ["Personal care", "Vital signs", "Dementia care", ["Mechanical lift transfers", "Patient transfers", "Transfers"],
                         ["Infection prevention and control", "Infection control", "Infection prevention"], "Charting", ["Palliative comfort care", "Palliative care"],
                         "Patient education", ["Medication administration"]],
             "absent": ["Winnipeg", "Philippines", "Quezon City", "Riverview"]},
  "totalYears": [14.0, 14.5],
  "occupation": ["Nursing Assistants", "Home Health Aides", "Personal Care Aides", "Registered Nurses"],
  "warnings": {"absent": NOCONTACT + ["position-without-dates", "no-experience-section"]}})

# 24 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/24-military-spouse-relocations-hr-us.docx",
  "contact": {"name": "Ashley Brooks-Ramirez", "email": "ashley.brooksramirez@example.com", "phone": "(619) 555-0128",
              "location": ["San Diego, CA 92106", "San Diego, CA"]},
  "positions": [
    P(["Recruiting Coordinator (remote)", "Recruiting Coordinator"], "Instant Teams", "2021-07", "Present", "Remote"),
    P(["Human Resources Assistant (GS-0203-07)", "Human Resources Assistant"], ["86th Force Support Squadron, U.S. Air Force", "86th Force Support Squadron",
      "U.S. Air Force"], "2019-09", "2021-06", ["Ramstein Air Base, Germany", "Ramstein Air Base"]),
    P("Administrative Assistant", "Cape Fear Valley Health", "2016-02", "2018-06", "Fayetteville, NC"),
    P(["Front Desk Coordinator (part-time)", "Front Desk Coordinator"], "YMCA of Pierce & Kitsap Counties", "2013-05", "2015-12", "Lakewood, WA"),
    P(["Family Readiness Group Leader (volunteer)", "Family Readiness Group Leader"], ["3rd Special Forces Group (Airborne)", "3rd Special Forces Group"],
      "2016", "2018", "Fort Bragg, NC")],
  "education": [{"degree": ["B.S. Human Resource Management", "B.S.", "BS Human Resource Management"], "school": "University of Maryland Global Campus"}],
  "certifications": [["SHRM Certified Professional (SHRM-CP)", "SHRM-CP", "SHRM Certified Professional"],
                     ["Associate Professional in Human Resources (aPHR)", "aPHR", "Associate Professional in Human Resources"]],
  "skills": {"present": [["Full-cycle recruiting", "Recruiting", "Recruitment"], "Greenhouse", "iCIMS", ["LinkedIn Recruiter", "LinkedIn Recruiter sourcing", "Sourcing"],
                         "Onboarding", ["HRIS", "HRIS data entry"], ["Microsoft Excel", "Excel"], ["Interview scheduling", "Scheduling"], ["Background checks"],
                         ["Event coordination"], ["USAJOBS", "Federal hiring"]],
             "absent": ["San Diego", "Ramstein", "Fayetteville", "Military spouse", "Germany"]},
  "totalYears": [12.1, 13.1],
  "occupation": ["Human Resources Specialists", "Human Resources Assistants"],
  "warnings": {"absent": NOCONTACT + ["dates-ambiguous", "position-without-dates", "position-without-company"]}})

# 25 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/25-journalist-to-content-marketing-in.docx",
  "contact": {"name": "Nandini Rao", "email": "nandini.rao.writes@example.com", "phone": "+91 98450 55012", "location": ["Bengaluru, Karnataka", "Bengaluru"]},
  "positions": [
    P("Content Marketing Manager", "Freshworks", "2023-04", "Present", "Bengaluru"),
    P("Senior Content Writer", "Razorpay", "2021-06", "2023-03", "Bengaluru"),
    P("Senior Reporter", "Deccan Herald", "2016", "2020-06", "Bengaluru"),
    P(["Reporter / Sub-editor", "Reporter", "Sub-editor"], "The Hindu", "2012", "2016", "Chennai")],
  "education": [{"degree": ["PG Diploma in Journalism"], "school": ["Asian College of Journalism", "Asian College of Journalism, Chennai"]},
                {"degree": ["B.A. English Literature", "B.A.", "BA English Literature"], "school": ["Mount Carmel College", "Mount Carmel College, Bengaluru"]}],
  "certifications": [["HubSpot Content Marketing Certification", "HubSpot Content Marketing"], ["Semrush SEO Fundamentals"]],
  "skills": {"present": ["Content strategy", "SEO", "Copywriting", "Editing", ["Long-form writing"], "Interviewing", "HubSpot", "WordPress", "Google Analytics", "Semrush"],
             "absent": ["Bengaluru", "Chennai", "Sabbatical", "Deccan Herald", "Lakes"]},
  "totalYears": [13.3, 14.1],
  "occupation": ["Marketing Managers", "Market Research Analysts and Marketing Specialists", "Writers and Authors", "Editors"],
  "warnings": {"absent": NOCONTACT + ["position-without-dates"]}})

# 26 ----------------------------------------------------------------------------------------------------------
PWC = ["PricewaterhouseCoopers LLP", "PricewaterhouseCoopers LLP, Singapore", "PwC", "PricewaterhouseCoopers"]
E.append({"file": "files/26-fractional-controller-sabbatical-sg.docx",
  "contact": {"name": ["Tan Wei Ling", "TAN Wei Ling (Wendy)", "Wendy Tan", "Tan Wei Ling Wendy", "TAN Wei Ling (Wendy), CA (Singapore)"],
              "email": "wendy.tan.wl@example.com.sg", "phone": "+65 8555 0137", "location": ["Singapore 159945", "Singapore"]},
  "positions": [
    P("Part-time Financial Controller", ["Kopi Kakis Pte Ltd", "Kopi Kakis Pte Ltd (F&B group, 9 outlets)"], "2022-01", "Present"),
    P("Part-time Finance Manager", "GreenLeaf Logistics Pte Ltd", "2021-06", "Present"),
    P("Finance Manager", "Harbourfront Interiors Pte Ltd", "2020-01", "2021-05"),
    P("Senior Associate, Assurance", PWC, "2016-01", "2019-02"),
    P("Associate, Assurance", PWC, "2013-08", "2015-12")],
  "education": [{"degree": ["Bachelor of Accountancy (Honours)", "Bachelor of Accountancy"], "school": "Nanyang Technological University"}],
  "certifications": [["Chartered Accountant of Singapore", "CA (Singapore)", "Chartered Accountant of Singapore — CA (Singapore)", "Chartered Accountant"]],
  "skills": {"present": ["Financial reporting", ["SFRS(I)", "SFRS"], "Management reporting", "Budgeting", ["Cash-flow forecasting", "Cash flow forecasting"], "GST",
                         ["Audit", "Auditing"], "Xero", "SAP Business One", ["Excel", "Microsoft Excel"], ["Power Query"]],
             "absent": ["Singapore", "Kopi Kakis", "Sabbatical", "GreenLeaf", "Harbourfront"]},
  "totalYears": [12.3, 12.7],
  "occupation": ["Accountants and Auditors", "Financial Managers", "Treasurers and Controllers"],
  "warnings": {"absent": NOCONTACT + ["stated-years", "position-without-dates"]}})

# 27 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/27-career-break-contact-in-header-uk.docx",
  "contact": {"name": "Megan Pryce-Evans", "email": "megan.pryce.evans@example.co.uk", "phone": "029 2018 0956", "location": "Cardiff"},
  "positions": [
    P(["Software Developer (returner programme, made permanent 2023)", "Software Developer"], ["Admiral Group", "Admiral"], "2022-10", "Present", "Cardiff"),
    P("Volunteer Web Developer", "Cardiff Foodbank", "2021", "2022"),
    P("Software Developer", "GoCompare", "2014", "2018", "Newport"),
    P("Graduate Developer", ["Legal & General", "Legal and General"], "2012", "2014", "Cardiff"),
    P(["Sales Assistant (part-time, during university)", "Sales Assistant"], ["Marks & Spencer", "Marks and Spencer"], "2008", "2012", "Cardiff")],
  "education": [{"degree": ["BSc Computer Science (2:1)", "BSc Computer Science", "BSc"], "school": "Cardiff University"}],
  "certifications": [["AWS Certified Developer – Associate", "AWS Certified Developer - Associate", "AWS Certified Developer"],
                     ["Microsoft Certified: Azure Fundamentals (AZ-900)", "Microsoft Certified: Azure Fundamentals", "AZ-900", "Azure Fundamentals"]],
  "skills": {"present": ["C#", [".NET", "NET"], ["ASP.NET Core", "ASP.NET"], ["SQL Server", "Microsoft SQL Server"], ["Azure", "Microsoft Azure"], ["Azure Functions"],
                         "Azure DevOps", "TypeScript", "React", "Git", "xUnit", ["Agile", "Scrum", "Agile / Scrum"], ["A/B testing"], ["Pact", "Contract testing"]],
             "absent": ["Cardiff", "Admiral", "Foodbank", "Marks & Spencer", "Career break"]},
  "totalYears": [10.0, 12.9],
  "occupation": ["Software Developers"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "no-skills-section", "stated-years", "position-without-dates"]}})

# 28 ----------------------------------------------------------------------------------------------------------
E.append({"file": "files/28-engineer-to-maths-teacher-ie.docx",
  "contact": {"name": "Darragh Fitzgerald", "email": "darragh.fitz@example.ie", "phone": "+353 21 555 0192",
              "location": ["Ballincollig, Co. Cork", "Ballincollig"]},
  "positions": [
    P(["Teacher of Mathematics & Applied Maths (fixed-term, full-time)", "Teacher of Mathematics & Applied Maths", "Teacher of Mathematics"],
      ["Coláiste Chríost Rí", "Colaiste Chriost Ri"], "2024-08", "Present", "Cork"),
    P(["School Placement (PME)", "School Placement"], "Presentation Brothers College", "2023-09", "2024-05", "Cork"),
    P(["Substitute Teacher (part-time)", "Substitute Teacher"], "Bishopstown Community School", "2023-01", "2023-05", "Cork"),
    P(["Freelance Structural Designer (evenings, self-employed)", "Freelance Structural Designer"], "Fitzgerald Design", "2022-08", "2024-06", "Cork"),
    P(["Senior Engineer (Chartered)", "Senior Engineer"], "Arup", "2015-03", "2022-07", "Cork"),
    P("Graduate Engineer", ["RPS Group", "RPS"], "2011-09", "2015-02", "Dublin")],
  "education": [{"degree": ["Professional Master of Education (PME), Mathematics", "Professional Master of Education (PME)", "Professional Master of Education"],
                 "school": "University College Cork"},
                {"degree": ["BE Civil Engineering (First Class Honours)", "BE Civil Engineering", "BE"], "school": "University College Cork"}],
  "certifications": [["Chartered Engineer (CEng MIEI)", "Chartered Engineer", "CEng MIEI", "CEng"]],
  "skills": {"present": ["Differentiated instruction", "Classroom management", ["Assessment for learning"], ["Microsoft Teams", "Teams"],
                         ["OneNote Class Notebook", "OneNote"], "GeoGebra", ["Structural design", "Structural design (Eurocodes)"], ["Eurocodes"], "AutoCAD",
                         ["Civil 3D", "AutoCAD Civil 3D"], "Project management", "Site supervision"],
             "absent": ["Cork", "Arup", "Ballincollig", "Applied Maths clinic", "Leaving Certificate"]},
  "totalYears": [13.6, 15.3],
  "occupation": ["Secondary School Teachers", "Teachers"],
  "warnings": {"absent": NOCONTACT + ["no-experience-section", "position-without-dates", "two-columns"]}})

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "lines")
