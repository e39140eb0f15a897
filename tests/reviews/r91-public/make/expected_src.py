#!/usr/bin/python3
"""The expectations of review 91 (public sector, government, military transition, emergency services, nonprofit and
policy), written from the résumés alone before the parser read them; writes ../expected.jsonl.
totalYears: months counted with years.py (both ends included, as of 2026-11); see ../README.md for what counts."""
import json, os

NOC = ["no-email", "no-phone", "no-name"]
SEC = ["no-experience-section", "no-education-section", "no-skills-section"]
POS = ["position-without-dates", "position-without-company"]
STD = NOC + SEC + POS
E = []


def P(title, company, start=None, end=None, location=None, season=False):
    d = {"title": title, "company": company}
    if not season:
        d["start"], d["end"] = start, end
    if location is not None:
        d["location"] = location
    return d


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=()):
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
    if warn_absent:
        e["warnings"]["absent"] = list(warn_absent)
    E.append(e)


# 01 US federal management analyst, USAJOBS style --------------------------------------------------------------
add("01-federal-management-analyst-usajobs-us.txt", ["Denise M. Hartwell", "Denise Hartwell"], "denise.hartwell@example.com",
    "(703) 555-0182", ["Alexandria, VA 22310", "Alexandria, VA", "4417 Larchmont Drive, Alexandria, VA 22310"],
    [P(["Management and Program Analyst, GS-0343-13", "Management and Program Analyst"],
       ["U.S. Department of Homeland Security, Federal Emergency Management Agency (FEMA)", "Federal Emergency Management Agency (FEMA)",
        "Federal Emergency Management Agency", "FEMA", "U.S. Department of Homeland Security"], "2019-04", "Present",
       ["Washington, DC", "Washington, DC 20472", "500 C Street SW, Washington, DC 20472", "500 C Street SW, Washington, DC 20472 United States"]),
     P(["Program Analyst, GS-0343-11/12", "Program Analyst"],
       ["U.S. Department of Agriculture, Food and Nutrition Service (FNS)", "Food and Nutrition Service (FNS)", "Food and Nutrition Service",
        "U.S. Department of Agriculture", "USDA"], "2014-08", "2019-04",
       ["Alexandria, VA", "Alexandria, VA 22314", "1320 Braddock Place, Alexandria, VA 22314", "1320 Braddock Place, Alexandria, VA 22314 United States"]),
     P(["Management Analyst (Pathways Student Trainee), GS-0399-07", "Management Analyst (Pathways Student Trainee)", "Management Analyst"],
       ["U.S. Department of Commerce, U.S. Census Bureau", "U.S. Census Bureau", "Census Bureau", "U.S. Department of Commerce"], "2012-06", "2014-07",
       ["Suitland, MD", "Suitland, MD 20746", "4600 Silver Hill Road, Suitland, MD 20746", "4600 Silver Hill Road, Suitland, MD 20746 United States"])],
    [(["Master of Public Administration (MPA)", "Master of Public Administration", "MPA"], "George Mason University"),
     (["Bachelor of Arts, Political Science", "Bachelor of Arts"], "James Madison University")],
    [["Project Management Professional (PMP)", "PMP", "Project Management Professional"], ["Lean Six Sigma Green Belt"],
     ["Federal Acquisition Certification for Contracting Officer's Representatives (FAC-COR), Level II", "FAC-COR", "FAC-COR Level II",
      "Federal Acquisition Certification for Contracting Officer's Representatives (FAC-COR)", "Federal Acquisition Certification for Contracting Officer's Representatives"]],
    ["Program evaluation", "Performance measurement", ["Business process improvement", "Process improvement"], ["Microsoft Excel", "Excel"],
     "Power BI", "SAS", "SharePoint", "Power Query", ["Organizational assessment"], ["Policy writing"], ["Pivot tables"]],
    ["Alexandria", "FEMA", "Census", "Supervisor", "Salary"],
    [14.3, 14.6], ["Management Analysts"], (), STD + ["two-columns", "stated-years"])

# 02 Army NCO to logistics ------------------------------------------------------------------------------------
add("02-army-nco-logistics-transition-us.txt", ["Marcus J. Tillman", "Marcus Tillman"], "marcus.tillman@example.com", "254-555-0163",
    ["Killeen, TX 76542", "Killeen, TX"],
    [P(["Operations Sergeant (Sergeant First Class / E-7), MOS 92A Automated Logistical Specialist", "Operations Sergeant",
        "Operations Sergeant (Sergeant First Class / E-7)"],
       ["1st Cavalry Division Sustainment Brigade", "1st Cavalry Division", "U.S. Army"], "2021-08", "Present",
       ["Fort Cavazos (formerly Fort Hood), TX", "Fort Cavazos, TX", "Fort Hood, TX"]),
     P(["Supply Sergeant (Staff Sergeant / E-6)", "Supply Sergeant"], ["2nd Battalion, 8th Cavalry Regiment", "U.S. Army"],
       "2017-06", "2021-07", "Fort Hood, TX"),
     P(["Automated Logistical Specialist (Specialist / E-4 to Sergeant / E-5)", "Automated Logistical Specialist"],
       ["173rd Airborne Brigade", "U.S. Army"], "2012-03", "2017-05", ["Caserma Del Din, Vicenza, Italy", "Vicenza, Italy"])],
    [(["Associate of Applied Science, Logistics Management", "Associate of Applied Science"], "Central Texas College"),
     (["Bachelor of Science in Business Administration (in progress)", "Bachelor of Science in Business Administration"], "Tarleton State University")],
    [["Certified Logistics Technician (CLT)", "Certified Logistics Technician", "CLT"], ["Lean Six Sigma Green Belt"],
     ["OSHA 30-Hour General Industry", "OSHA 30-Hour", "OSHA 30"]],
    ["Supply chain management", "Inventory management", ["Warehouse operations", "Warehouse management"], ["GCSS-Army", "GCSS-Army (SAP)"],
     "SAP", ["Hazardous materials handling", "Hazardous materials", "Hazmat"], ["Microsoft Excel", "Excel"], ["Team leadership", "Leadership"],
     ["Mentoring", "Training & Mentoring", "Training"], ["Property accountability"]],
    ["Fort Hood", "Kuwait", "Cavalry", "Sergeant", "Airborne"],
    [14.6, 14.9], ["Logistic", "Supply", "Military", "Storage and Distribution Managers"], (), STD + ["two-columns", "stated-years"])

# 03 UK Civil Service SEO, DWP -------------------------------------------------------------------------------------
DWP = ["Department for Work and Pensions (DWP)", "Department for Work and Pensions", "DWP"]
JCP = ["DWP, Jobcentre Plus", "DWP", "Jobcentre Plus", "Department for Work and Pensions"]
add("03-civil-service-seo-dwp-uk.txt", "Priya Ramanathan", "priya.ramanathan@example.co.uk", "07700 900418",
    ["Leeds, West Yorkshire", "Leeds"],
    [P(["Senior Executive Officer (SEO) – Policy Adviser, Universal Credit Policy", "Policy Adviser, Universal Credit Policy", "Policy Adviser",
        "Senior Executive Officer (SEO) – Policy Adviser", "Senior Executive Officer (SEO)", "Senior Executive Officer"], DWP, "2022-10", "Present", "Leeds"),
     P(["Higher Executive Officer (HEO) – Operational Delivery Manager", "Operational Delivery Manager", "Higher Executive Officer (HEO)",
        "Higher Executive Officer"], ["HM Revenue & Customs (HMRC)", "HM Revenue & Customs", "HMRC"], "2019-03", "2022-09", "Bradford"),
     P(["Executive Officer (EO) – Work Coach Team Leader", "Work Coach Team Leader", "Executive Officer (EO)", "Executive Officer"], JCP,
       "2016-09", "2019-02", "Wakefield"),
     P(["Administrative Officer (AO) – Work Coach", "Work Coach", "Administrative Officer (AO)", "Administrative Officer"], JCP,
       "2014-08", "2016-08", "Wakefield")],
    [(["BA (Hons) Politics and Economics", "BA (Hons)", "BA"], "University of Sheffield")],
    [["PRINCE2 Foundation", "PRINCE2"]],
    ["Policy development", ["Stakeholder engagement", "Stakeholder management"], ["Microsoft Excel", "Excel"], "Project management",
     ["Line management", "People management"], ["Continuous improvement"], ["Ministerial submissions"], ["Evidence analysis", "Data analysis"]],
    ["Leeds", "Wakefield", "Jobcentre Plus", "HM Treasury"],
    [12.2, 12.4], ["Political Scientists", "Management Analysts", "Social and Community Service Managers"], (), STD + ["two-columns", "stated-years"])

# 04 US police officer, half page ---------------------------------------------------------------------------------
add("04-police-officer-half-page-us.txt", ["Jason R. Pelletier", "Jason Pelletier"], "jpelletier.pd@example.com", "(603) 555-0119",
    ["Manchester, NH"],
    [P(["Police Officer / Field Training Officer", "Police Officer", "Field Training Officer"], "Manchester Police Department", "2019", "Present",
       "Manchester, NH"),
     P("Police Officer", "Nashua Police Department", "2017", "2019", "Nashua, NH"),
     P("Corrections Officer", "Hillsborough County Department of Corrections", "2015", "2017", "Manchester, NH")],
    [(["A.S. Criminal Justice", "A.S.", "Associate of Science in Criminal Justice"], ["NHTI, Concord's Community College", "NHTI"])],
    [["NH Police Standards & Training Full-Time Police Officer Certification", "Full-Time Police Officer Certification"],
     ["Field Training Officer (FTO)", "Field Training Officer", "FTO"], ["Crisis Intervention Team (CIT)", "Crisis Intervention Team", "CIT"],
     ["Taser Instructor"], ["CPR/First Aid", "CPR", "First Aid"]],
    ["Report writing", "De-escalation", "Evidence collection", ["Spillman", "Spillman CAD/RMS"], "Spanish", "Community policing",
     ["Traffic enforcement", "DWI/SFST enforcement"]],
    ["Manchester", "Nashua", "Hillsborough", "Police Officer"],
    [10.9, 12.0], ["Police", "Patrol"], (), STD + ["two-columns", "stated-years"])

# 05 Indian NGO programme manager ---------------------------------------------------------------------------------
add("05-ngo-programme-manager-india.txt", "Anjali Deshmukh", "anjali.deshmukh@example.in", "+91 98220 55431",
    ["Kothrud, Pune - 411038, Maharashtra", "Pune", "Pune, Maharashtra", "Kothrud, Pune", "Pune - 411038, Maharashtra",
     "Flat 12, Shanti Kunj, Kothrud, Pune - 411038, Maharashtra"],
    [P(["Programme Manager - Read India (Maharashtra)", "Programme Manager", "Programme Manager - Read India"],
       ["Pratham Education Foundation", "Pratham Education Foundation, Pune"], "2019-04", "Present", "Pune"),
     P(["Project Officer - Maternal & Child Health", "Project Officer"], ["CARE India", "CARE India, Lucknow"], "2015-07", "2019-03", "Lucknow"),
     P(["Block Resource Coordinator (Contract)", "Block Resource Coordinator"],
       ["Zilla Parishad Pune (Sarva Shiksha Abhiyan), Government of Maharashtra", "Zilla Parishad Pune", "Zilla Parishad Pune (Sarva Shiksha Abhiyan)",
        "Zilla Parishad Pune (Sarva Shiksha Abhiyan)"], "2013-06", "2015-06")],
    [(["MSW (Community Dev.)", "MSW", "Master of Social Work"], ["Tata Institute of Social Sciences, Mumbai", "Tata Institute of Social Sciences", "TISS"]),
     (["B.A. (Sociology)", "B.A.", "BA Sociology"], ["Fergusson College, Pune", "Fergusson College", "Savitribai Phule Pune University"])],
    [],
    [["Programme management", "Program management", "Programme planning and management"], ["Monitoring & Evaluation", "Monitoring and evaluation", "M&E"],
     "KoboToolbox", ["MS Excel", "Excel"], "SPSS", ["Training of trainers", "Training"], "Report writing", ["Budgeting", "Planning and budgeting"],
     ["Logframe", "Logical framework"], "Marathi"],
    ["Pune", "Lucknow", "Zilla Parishad", "Married", "Read India"],
    [13.4, 13.6], ["Social and Community Service Managers", "Project Management", "Managers"], (), STD + ["two-columns", "stated-years"])

# 06 Canadian federal policy analyst (EC) -----------------------------------------------------------------------------
add("06-federal-policy-analyst-ec-canada.txt", "Mathieu Tremblay-Roy", "mathieu.troy@example.ca", "613-555-0174",
    ["Ottawa, ON K1S 2L6", "Ottawa, ON"],
    [P(["Senior Policy Analyst (EC-06)", "Senior Policy Analyst"],
       ["Employment and Social Development Canada (ESDC)", "Employment and Social Development Canada", "ESDC"], "2021", "Present", "Gatineau, QC"),
     P(["Policy Analyst (EC-04, then EC-05)", "Policy Analyst"],
       ["Innovation, Science and Economic Development Canada (ISED)", "Innovation, Science and Economic Development Canada", "ISED"], "2018", "2021",
       "Ottawa, ON"),
     P(["Research Assistant (FSWEP student)", "Research Assistant"], "Privy Council Office", location="Ottawa, ON", season=True)],
    [(["M.A., Public Policy and Administration", "M.A.", "MA Public Policy and Administration"], "Carleton University"),
     (["B.A. Honours, Economics", "B.A. Honours", "BA Economics"], "Université Laval")],
    [],
    ["Policy analysis", "Cost-benefit analysis", "Econometrics", "Stata", "R", ["Stakeholder consultation", "Stakeholder engagement"],
     ["Briefing notes", "Briefing"], "French", ["Memoranda to Cabinet", "Memorandum to Cabinet"]],
    ["Gatineau", "Privy Council Office", "Ottawa", "Strategic Innovation Fund"],
    [7.9, 9.2], ["Political Scientists", "Economists", "Management Analysts"], (), STD + ["two-columns", "stated-years"])

# 07 Australian APS EL2 director -------------------------------------------------------------------------------------
add("07-aps-director-services-australia.txt", ["Sarah O'Connell", "Sarah OConnell"], "sarah.oconnell@example.com.au", "0412 555 093",
    ["Canberra ACT 2602", "Canberra ACT", "Canberra"],
    [P(["Director, Service Delivery Reform (EL2)", "Director, Service Delivery Reform", "Director"], "Services Australia", "2021-01", "Present",
       ["Canberra ACT", "Canberra"]),
     P(["Assistant Director, Program Assurance (EL1)", "Assistant Director, Program Assurance", "Assistant Director"], "Department of Home Affairs",
       "2017-07", "2020-12", ["Canberra ACT", "Canberra"]),
     P(["Senior Project Officer (Clerk Grade 9/10)", "Senior Project Officer"], "NSW Department of Communities and Justice", "2014-02", "2017-06",
       ["Parramatta NSW", "Parramatta"]),
     P(["Graduate (APS 3 - APS 5)", "Graduate"], ["Australian Bureau of Statistics", "Australian Bureau of Statistics, Graduate Program"],
       "2013-02", "2014-01", ["Belconnen ACT", "Belconnen"])],
    [(["Graduate Certificate in Public Sector Management"], "Flinders University"),
     (["Bachelor of Arts / Bachelor of Laws (Hons)", "Bachelor of Arts", "Bachelor of Laws (Hons)", "Bachelor of Laws"], "Australian National University")],
    [],
    ["Service design", ["Program assurance", "Assurance"], "Risk management", "Stakeholder engagement", ["Budget management", "Budgeting"],
     ["People leadership", "Leadership"], "Change management", ["Ministerial briefing", "Briefing"], "Project management"],
    ["Canberra", "Centrelink", "Senate Estimates", "Parramatta"],
    [13.7, 13.9], ["Managers", "Management Analysts"], ["stated-years"], STD + ["two-columns"])

# 08 US grant writer, half page --------------------------------------------------------------------------------------
add("08-grant-writer-half-page-us.txt", "Keisha Monroe", "keisha.monroe@example.org", "410.555.0127", ["Baltimore, MD"],
    [P("Grant Writer", "Living Classrooms Foundation", "2021", "Present", "Baltimore, MD"),
     P("Development Associate", "Maryland Food Bank", "2018", "2021", "Baltimore, MD"),
     P(["AmeriCorps VISTA Member", "AmeriCorps VISTA"], "Habitat for Humanity of the Chesapeake", "2017", "2018", "Baltimore, MD")],
    [(["B.A. English", "B.A.", "Bachelor of Arts in English"], "Towson University")],
    [["Grant Professional Certified (GPC)", "Grant Professional Certified", "GPC"]],
    ["Grant writing", "Prospect research", ["Budget narratives", "Budget narrative"], ["Logic models", "Logic model"], "Donor stewardship",
     ["Salesforce NPSP", "Salesforce"], ["Raiser's Edge"], ["Candid Foundation Directory", "Foundation Directory"]],
    ["Baltimore", "Habitat for Humanity", "Food Bank", "Women Build"],
    [8.9, 10.0], ["Fundraisers", "Writers"], (), STD + ["two-columns", "stated-years"])

# 09 Irish county council administrative officer ------------------------------------------------------------------
add("09-county-council-admin-officer-ireland.txt", "Ciarán Ó Briain", "ciaran.obriain@example.ie", "087 555 0192",
    ["Ennis, Co. Clare", "Ennis, Co. Clare, V95 X2K7", "14 Ard na Gréine, Ennis, Co. Clare, V95 X2K7", "Ennis"],
    [P(["Administrative Officer (Grade VII), Housing Department", "Administrative Officer (Grade VII)", "Administrative Officer"],
       "Clare County Council", "2020-01", "Present", ["Ennis, Co. Clare", "Ennis"]),
     P(["Staff Officer (Grade VI), Planning & Development", "Staff Officer (Grade VI)", "Staff Officer"], "Limerick City and County Council",
       "2016-09", "2019-12", "Limerick"),
     P(["Clerical Officer (Grade III), Motor Tax Office", "Clerical Officer (Grade III)", "Clerical Officer"], "Galway County Council",
       "2013-06", "2016-08", "Galway")],
    [(["Certificate in Local Government Studies"], ["Institute of Public Administration (IPA), Dublin", "Institute of Public Administration (IPA)",
                                                     "Institute of Public Administration", "IPA"]),
     (["Bachelor of Business Studies (BBS)", "Bachelor of Business Studies", "BBS"], "University of Limerick")],
    [],
    ["iHouse", "Agresso", ["MS Excel", "Excel"], ["Choice Based Lettings"], ["Freedom of Information"], ["Public procurement", "Procurement"],
     ["Staff supervision", "Supervision"], "Report writing", "Irish"],
    ["Ennis", "Hurling", "Galway", "Motor Tax"],
    [13.4, 13.6], ["Administrative Services", "Managers", "Eligibility Interviewers", "Housing"], (), STD + ["two-columns", "stated-years"])

# 10 California legislative aide ------------------------------------------------------------------------------------
add("10-legislative-aide-california-us.txt", "Daniel Okonkwo-Reyes", "d.okonkwo.reyes@example.com", "(916) 555-0148",
    ["Sacramento, California", "Sacramento, CA", "Sacramento"],
    [P("Legislative Aide", ["California State Senate, Office of Senator Maria Ellison (District 6)", "California State Senate",
                            "Office of Senator Maria Ellison (District 6)", "Office of Senator Maria Ellison"], "2023-02", "Present", "Sacramento, CA"),
     P(["Legislative Assistant / Scheduler", "Legislative Assistant"],
       ["California State Assembly, Office of Assemblymember Luis Ortega (District 7)", "California State Assembly",
        "Office of Assemblymember Luis Ortega (District 7)", "Office of Assemblymember Luis Ortega"], "2021-01", "2023-01", "Sacramento, CA"),
     P("Assembly Fellow", "Jesse M. Unruh Assembly Fellowship", "2019-10", "2020-09", "Sacramento, CA"),
     P("Field Organizer", ["Yes on Prop 15 Campaign", "Yes on Prop 15"], "2020-09", "2020-11", "Sacramento, CA"),
     P("Congressional Intern", ["Office of U.S. Representative Ana Delgado", "Office of U.S. Representative Ana Delgado — Washington, DC"],
       location="Washington, DC", season=True)],
    [(["B.A., Political Science", "B.A. Political Science", "B.A."], ["University of California, Davis", "UC Davis"])],
    [],
    ["Bill analysis", "Legislative research", ["Constituent casework", "Casework", "Constituent services"], "Westlaw", ["Press releases", "Press release"],
     "Microsoft Office", "Spanish"],
    ["Sacramento", "Prop 15", "Senate", "Chicano"],
    [7.0, 7.4], ["Political Scientists", "Legislators", "Public Relations Specialists", "Executive Secretaries", "Administrative"], (),
    STD + ["two-columns", "stated-years"])

# 11 Navy veteran cybersecurity analyst, sidebar -----------------------------------------------------------------------
add("11-navy-veteran-cyber-sidebar-us.pdf", "Rafael Alvarez", "r.alvarez.cyber@example.com", "757-555-0186", ["Chesapeake, VA 23320", "Chesapeake, VA"],
    [P("Cybersecurity Analyst", ["Leidos (supporting NAVWAR)", "Leidos"], "2024-09", "Present", "Chesapeake, VA"),
     P(["Information Systems Technician First Class (IT1/E-6), Network Security Supervisor", "Network Security Supervisor",
        "Information Systems Technician First Class (IT1/E-6)", "Information Systems Technician First Class"],
       ["USS Dwight D. Eisenhower (CVN 69)", "USS Dwight D. Eisenhower", "U.S. Navy"], "2018-06", "2024-08", "Norfolk, VA"),
     P(["Information Systems Technician (IT3 – IT2)", "Information Systems Technician"],
       ["Naval Computer and Telecommunications Area Master Station Atlantic (NCTAMS LANT)", "NCTAMS LANT",
        "Naval Computer and Telecommunications Area Master Station Atlantic", "U.S. Navy"], "2012-09", "2018-05", "Norfolk, VA")],
    [(["B.S. Cybersecurity", "B.S.", "Bachelor of Science in Cybersecurity"], "Old Dominion University")],
    [["CompTIA Security+ ce", "CompTIA Security+", "Security+"], ["CompTIA CySA+", "CySA+"], ["Cisco CCNA", "CCNA"], ["ITIL 4 Foundation", "ITIL"]],
    ["Splunk", "Wireshark", ["Nessus", "Tenable Nessus", "ACAS"], "Active Directory", "Windows Server", "Cisco IOS", "PowerShell",
     ["STIG", "DISA STIGs", "STIGs"], ["RMF", "Risk Management Framework", "RMF / eMASS"], "Vulnerability management", "Incident response"],
    ["Norfolk", "Eisenhower", "Pensacola", "Sailor"],
    [14.1, 14.3], ["Information Security", "Network and Computer Systems Administrators"], ["two-columns"], STD + ["stated-years"])

# 12 US firefighter/paramedic ---------------------------------------------------------------------------------------------
add("12-firefighter-paramedic-flex-us.pdf", ["Tyler J. Brennan", "Tyler J. Brennan, NRP", "Tyler Brennan"], "tbrennan.fire@example.com",
    "(602) 555-0133", ["Phoenix, AZ 85016", "Phoenix, AZ"],
    [P(["Firefighter/Paramedic", "Firefighter / Paramedic"], "Phoenix Fire Department", "2019-03", "Present", "Phoenix, AZ"),
     P("Paramedic", ["American Medical Response (AMR)", "American Medical Response", "AMR"], "2016-06", "2019-02", "Mesa, AZ"),
     P(["EMT-Basic", "EMT"], "Maricopa Ambulance", "2014-08", "2016-05", "Phoenix, AZ"),
     P(["Seasonal Wildland Firefighter (GS-0462-04)", "Seasonal Wildland Firefighter", "Wildland Firefighter"],
       ["U.S. Forest Service, Tonto National Forest", "U.S. Forest Service", "Tonto National Forest"], "2013-05", "2013-09", "Payson, AZ")],
    [(["A.A.S. Fire Science Technology", "A.A.S."], "Mesa Community College"),
     (["Paramedicine Certificate"], "GateWay Community College")],
    [["National Registry Paramedic (NRP)", "National Registry Paramedic", "NRP"], ["Arizona Paramedic Certification (AZDHS)", "Arizona Paramedic Certification"],
     ["Firefighter I & II (IFSAC)", "Firefighter I & II", "Firefighter I", "Firefighter II"], ["Hazardous Materials Technician"], "ACLS", "PALS", "PHTLS",
     ["NWCG Firefighter Type 2 (FFT2)", "FFT2", "NWCG Firefighter Type 2"]],
    [["Advanced airway management", "Airway management"], ["12-lead ECG interpretation", "12-lead ECG", "ECG interpretation"], "Fire suppression",
     "Technical rescue", ["Incident Command System (ICS/NIMS)", "Incident Command System", "ICS", "NIMS"], "Patient assessment",
     ["ImageTrend", "ImageTrend ePCR", "ePCR"], "Spanish"],
    ["Phoenix", "Mesa", "Tonto", "Engine"],
    [12.3, 12.8], ["Firefighters", "Paramedics", "Emergency Medical Technicians"], (), STD + ["two-columns", "stated-years"])

# 13 UK Grade 7 policy lead, small caps ---------------------------------------------------------------------------------
add("13-grade7-policy-lead-smallcaps-uk.pdf", "Eleanor Whitfield-Jones", "eleanor.wj@example.co.uk", "07700 900527", ["London SE15", "London"],
    [P(["Grade 7, Policy Lead – Public Sector Reform", "Policy Lead – Public Sector Reform", "Policy Lead", "Grade 7, Policy Lead"],
       "Cabinet Office", "2023-04", "Present", "London"),
     P(["SEO, Spending Team Policy Adviser (Home Office and policing)", "Spending Team Policy Adviser", "Policy Adviser",
        "SEO, Spending Team Policy Adviser"], "HM Treasury", "2020-09", "2023-03", "London"),
     P(["Fast Streamer (HEO)", "Fast Streamer"], ["Civil Service Fast Stream (Generalist)", "Civil Service Fast Stream"], "2017-09", "2020-08",
       ["London and Sheffield", "London"])],
    [(["MSc Public Policy", "MSc"], ["University College London (UCL)", "University College London", "UCL"]),
     (["BA (Hons) History", "BA (Hons)", "BA"], "Durham University")],
    [],
    ["Policy development", "Ministerial submissions", ["Spending Review negotiation", "Negotiation"], ["Green Book appraisal", "Green Book"],
     "Stakeholder management", "Data analysis", "Excel", "Stata", "Line management", ["Drafting speeches", "Speech writing"]],
    ["London", "HMP Pentonville", "Home Office", "Cabinet Office"],
    [9.1, 9.3], ["Political Scientists", "Management Analysts"], (), STD + ["two-columns", "stated-years"])

# 14 US federal budget analyst, USAJOBS style, two pages ----------------------------------------------------------------
ANDREWS = ["Joint Base Andrews, MD", "Joint Base Andrews, MD 20762", "1535 Command Drive, Joint Base Andrews, MD 20762",
           "1535 Command Drive, Joint Base Andrews, MD 20762 United States"]
add("14-federal-budget-analyst-usajobs-multipage-us.pdf", ["Gregory A. Nwosu", "Gregory Nwosu"], "g.nwosu@example.net", "301-555-0154",
    ["Bowie, MD 20716", "Bowie, MD", "1203 Rolling Meadow Ct, Bowie, MD 20716"],
    [P(["Budget Analyst (0560)", "Budget Analyst"], ["Department of Veterans Affairs, Office of Budget", "Department of Veterans Affairs", "Office of Budget"],
       "2020-07", "Present", ["Washington, DC", "Washington, DC 20420", "810 Vermont Avenue NW, Washington, DC 20420",
                              "810 Vermont Avenue NW, Washington, DC 20420 United States"]),
     P(["Budget Analyst (0560)", "Budget Analyst"],
       ["Department of the Army, U.S. Army Garrison Fort George G. Meade, Resource Management Office", "Department of the Army",
        "U.S. Army Garrison Fort George G. Meade", "U.S. Army Garrison Fort George G. Meade, Resource Management Office"], "2015-10", "2020-07",
       ["Fort Meade, MD", "Fort Meade, MD 20755", "4551 Llewellyn Avenue, Fort Meade, MD 20755", "4551 Llewellyn Avenue, Fort Meade, MD 20755 United States"]),
     P("Financial Management Technician", ["United States Air Force, 316th Comptroller Squadron", "United States Air Force", "316th Comptroller Squadron"],
       "2009-06", "2015-09", ANDREWS)],
    [(["Master of Science, Financial Management", "Master of Science", "M.S. Financial Management"], "University of Maryland Global Campus"),
     (["Bachelor of Science, Accounting", "Bachelor of Science"], "University of Maryland Global Campus"),
     (["Associate in Applied Science, Financial Management", "Associate in Applied Science"], "Community College of the Air Force")],
    [["DoD Financial Management Certification, Level 2", "DoD Financial Management Certification"],
     ["Certified Defense Financial Manager (CDFM)", "Certified Defense Financial Manager", "CDFM"]],
    ["Budget formulation", "Budget execution", "Appropriations law", "PPBE", ["OMB Circular A-11"], "GFEBS", ["Microsoft Excel", "Excel"], "Tableau",
     "Variance analysis"],
    ["Bowie", "Qatar", "Supervisor", "Veterans Affairs", "Meade"],
    [17.4, 17.6], ["Budget Analysts"], (), STD + ["two-columns", "stated-years"])

# 15 Canadian city planner, icons ---------------------------------------------------------------------------------------
add("15-city-planner-icons-canada.pdf", ["Aisha Karimi", "Aisha Karimi MCIP, RPP", "Aisha Karimi, MCIP, RPP"], "aisha.karimi@example.ca",
    "416-555-0191", ["Toronto, ON"],
    [P(["Senior Planner, Community Planning", "Senior Planner"], ["City of Toronto, City Planning Division", "City of Toronto"], "2020", "Present",
       "Toronto, ON"),
     P(["Planner, Development Review", "Planner"], ["City of Mississauga, Planning & Building Department", "City of Mississauga"], "2016", "2020",
       "Mississauga, ON"),
     P("Planning Technician", ["Town of Oakville, Planning Services", "Town of Oakville"], "2014", "2016", "Oakville, ON"),
     P("Planning Intern", "Region of Peel", location="Brampton, ON", season=True)],
    [("Master of Science in Planning", "University of Toronto"),
     (["Bachelor of Environmental Studies (Co-op), Planning", "Bachelor of Environmental Studies (Co-op)", "Bachelor of Environmental Studies"],
      "University of Waterloo")],
    [["Registered Professional Planner (RPP)", "Registered Professional Planner", "RPP"],
     ["Member, Canadian Institute of Planners (MCIP)", "MCIP", "Canadian Institute of Planners"]],
    ["Official Plan policy", ["Zoning by-law review", "Zoning"], "Development application review", ["Ontario Planning Act", "Planning Act"],
     ["Public engagement", "Community engagement", "Public consultation"], "ArcGIS", "AutoCAD", "Expert testimony", "Report writing"],
    ["Toronto", "Mississauga", "Etobicoke", "Mimico"],
    [11.9, 13.2], ["Urban and Regional Planners"], ["link-not-written"], STD + ["two-columns", "stated-years"])

# 16 Australian homelessness program manager, dates in a table column ----------------------------------------------------
add("16-homelessness-program-manager-table-au.pdf", "Lachlan Nguyen", "lachlan.nguyen@example.org.au", "0423 555 761",
    ["Melbourne VIC 3066", "Melbourne VIC", "Melbourne"],
    [P(["Program Manager, Homelessness Services", "Program Manager"], "Launch Housing", "2022-03", "Present", ["Collingwood VIC", "Collingwood"]),
     P(["Team Leader, Youth Outreach", "Team Leader"], "Melbourne City Mission", "2018-07", "2022-02", ["Melbourne VIC", "Melbourne"]),
     P("Case Manager", "Brotherhood of St Laurence", "2015-02", "2018-06", ["Fitzroy VIC", "Fitzroy"]),
     P("Volunteer Crisis Supporter", "Lifeline Australia", "2013", "2016", ["Melbourne VIC", "Melbourne"])],
    [("Graduate Certificate in Social Impact", "Swinburne University of Technology"),
     (["Bachelor of Social Work (Honours)", "Bachelor of Social Work"], "RMIT University")],
    [["Working with Children Check (VIC)", "Working with Children Check"], ["Provide First Aid (HLTAID011)", "Provide First Aid", "HLTAID011", "First Aid"],
     ["Mental Health First Aid"]],
    ["Case management", ["Trauma-informed practice", "Trauma-informed care"], "Program evaluation", ["Budget management", "Budgeting"],
     ["Staff supervision", "Supervision"], "Motivational interviewing", ["Stakeholder partnerships", "Partnerships"]],
    ["Melbourne", "Collingwood", "Fitzroy", "Lifeline"],
    [11.7, 11.9], ["Social and Community Service Managers", "Social Workers"], (), STD + ["two-columns", "stated-years"])

# 17 Marine veteran to deputy sheriff, bordered table ----------------------------------------------------------------------
add("17-marine-veteran-deputy-table-us.pdf", ["Jesús C. Ramírez", "Jesus C. Ramirez", "Jesús Ramírez"], "jesus.ramirez.usmc@example.com",
    "619-555-0178", ["San Diego, CA 92114", "San Diego, CA"],
    [P("Security Officer", "Allied Universal", "2023-08", "Present", "San Diego, CA"),
     P(["Squad Leader (Sergeant), MOS 0311 Rifleman", "Squad Leader (Sergeant)", "Squad Leader"], ["1st Battalion, 5th Marines", "U.S. Marine Corps"],
       "2019-06", "2023-07", "Camp Pendleton, CA"),
     P(["Fire Team Leader (Corporal) / Rifleman", "Fire Team Leader (Corporal)", "Fire Team Leader"], ["3rd Battalion, 1st Marines", "U.S. Marine Corps"],
       "2015-07", "2019-05", "Camp Pendleton, CA")],
    [(["A.S. Administration of Justice", "A.S."], "San Diego Miramar College")],
    [["California Guard Card (BSIS)", "California Guard Card", "Guard Card"], ["CPR/AED (American Red Cross)", "CPR/AED", "CPR"], ["Combat Lifesaver"],
     ["MCMAP Green Belt Instructor", "MCMAP"]],
    [["Team leadership", "Leadership"], "De-escalation", ["Firearms safety", "Firearms"], "Physical security", "Report writing", "Risk assessment",
     "Spanish", "Access control"],
    ["San Diego", "Okinawa", "Darwin", "Rifleman", "Marines"],
    [11.3, 11.5], ["Security Guards", "Infantry", "Police", "Sheriff"], (), STD + ["two-columns", "stated-years"])

# 18 Indian policy researcher, bordered tables ---------------------------------------------------------------------------------
add("18-policy-research-bordered-tables-india.pdf", "Rohan Mehta", "rohan.mehta@example.in", "+91 98110 55672",
    ["New Delhi", "Saket, New Delhi – 110017", "C-214, Saket, New Delhi – 110017", "New Delhi – 110017", "Saket, New Delhi"],
    [P(["Young Professional (Governance & Research Vertical)", "Young Professional"], ["NITI Aayog, Government of India", "NITI Aayog"],
       "2021-09", "Present", "New Delhi"),
     P(["Research Associate, Accountability Initiative", "Research Associate"], ["Centre for Policy Research (CPR)", "Centre for Policy Research"],
       "2018-07", "2021-08", "New Delhi"),
     P(["LAMP Fellow (Legislative Assistant to a Member of Parliament)", "LAMP Fellow"], "PRS Legislative Research", "2017-06", "2018-04", "New Delhi")],
    [(["M.A. Economics", "M.A."], ["Jawaharlal Nehru University (JNU), New Delhi", "Jawaharlal Nehru University (JNU)", "Jawaharlal Nehru University", "JNU"]),
     (["B.A. (Hons) Economics", "B.A. (Hons)"], ["St. Stephen's College, University of Delhi", "St. Stephen's College", "University of Delhi"])],
    [],
    ["Policy research", ["Public finance analysis", "Public finance"], "Impact evaluation", "Survey design", "Stata", "R", "Python", "pandas",
     ["MS Excel", "Excel"], "Hindi"],
    ["New Delhi", "Saket", "Samagra Shiksha", "Monsoon"],
    [9.4, 9.6], ["Economists", "Political Scientists", "Social Science Research", "Management Analysts"], (), STD + ["two-columns", "stated-years"])

# 19 US child welfare caseworker, two pages ------------------------------------------------------------------------------------
add("19-child-welfare-caseworker-multipage-us.pdf", ["Ashley N. Whitaker", "Ashley N. Whitaker, MSW, LSW", "Ashley Whitaker"],
    "ashley.whitaker@example.com", "614-555-0109", ["Columbus, OH 43206", "Columbus, OH"],
    [P(["Children Services Caseworker II, Ongoing Protective Services", "Children Services Caseworker II", "Caseworker II"],
       "Franklin County Children Services", "2020-05", "Present", "Columbus, OH"),
     P("Eligibility Referral Specialist", "Licking County Job and Family Services", "2017-08", "2020-04", "Newark, OH"),
     P(["Family Advocate, Domestic Violence Shelter", "Family Advocate"], "YWCA Columbus", "2015-09", "2017-07", "Columbus, OH"),
     P(["Court appointed special advocate training co-facilitator", "Training co-facilitator", "CASA training co-facilitator", "Volunteer"],
       ["CASA of Franklin County"], "2022", "Present")],
    [(["Master of Social Work (MSW)", "Master of Social Work", "MSW"],
      ["The Ohio State University College of Social Work", "The Ohio State University", "Ohio State University"]),
     (["Bachelor of Arts, Psychology", "Bachelor of Arts"], "Ohio University")],
    [["Licensed Social Worker (LSW)", "Licensed Social Worker", "LSW"], ["Caseworker Core", "Ohio Child Welfare Training Program: Caseworker Core",
                                                                         "Caseworker Core (Certificate of Completion)"], ["CPR/First Aid", "CPR"]],
    [["Safety and risk assessment", "Risk assessment", "Safety assessment"], "Case planning", "Court testimony", "Trauma-informed care",
     "Motivational interviewing", "Crisis intervention", ["SACWIS", "Ohio SACWIS"], "Spanish", "Safety planning", "Documentation"],
    ["Columbus", "Franklin County", "Newark", "Licking"],
    [11.1, 11.3], ["Child, Family, and School Social Workers", "Social Workers"], (), STD + ["two-columns", "stated-years"])

# 20 UK police sergeant, two columns --------------------------------------------------------------------------------------------
add("20-police-sergeant-two-column-uk.pdf", "James Adeyemi", "j.adeyemi@example.co.uk", "07700 900613",
    ["Sutton Coldfield, Birmingham", "Birmingham", "Sutton Coldfield"],
    [P(["Police Sergeant, Response", "Police Sergeant"], "West Midlands Police", "2021-11", "Present", "Birmingham"),
     P(["Police Constable, Neighbourhood and Response", "Police Constable"], "West Midlands Police", "2014-09", "2021-10",
       ["Birmingham and Coventry", "Birmingham"]),
     P(["Special Constable (volunteer)", "Special Constable"], "Staffordshire Police", "2011", "2014", "Stafford")],
    [(["BSc (Hons) Criminology", "BSc (Hons)", "BSc"], "Birmingham City University"),
     (["Certificate in Knowledge of Policing"], "Staffordshire University")],
    [["PIP Level 1 Investigator", "PIP Level 1"], ["NPPF Step 2 Sergeants' Legal Exam (passed 2020)", "NPPF Step 2 Sergeants' Legal Exam",
                                                   "Sergeants' Legal Exam"], ["Taser (CED) trained", "Taser"], ["Public Order Level 2"], ["Emergency Life Support"]],
    ["Incident command", "Investigations", "Safeguarding", ["Niche RMS", "Niche"], ["Coaching", "Coaching and tutoring"], "Conflict management",
     "Yoruba", ["Body-worn video", "Body-worn video evidence"]],
    ["Birmingham", "Coventry", "Stafford", "Custody"],
    [12.1, 12.4], ["Police"], ["two-columns"], STD)

# 21 US deputy city clerk, tab-stop dates ----------------------------------------------------------------------------------------
add("21-deputy-city-clerk-tabs-us.docx", ["Monique L. Baptiste", "Monique Baptiste"], "monique.baptiste@example.com", "(504) 555-0126",
    ["New Orleans, LA 70119", "New Orleans, LA"],
    [P("Deputy City Clerk", ["City of New Orleans, Office of the Clerk of Council", "City of New Orleans", "Office of the Clerk of Council"],
       "2021-01", "Present", "New Orleans, LA"),
     P("Legislative Aide", ["New Orleans City Council, Office of Councilmember, District B", "New Orleans City Council"], "2017-03", "2020-12",
       "New Orleans, LA"),
     P("Constituent Services Coordinator", ["Louisiana House of Representatives, District 93 Office", "Louisiana House of Representatives"],
       "2014-06", "2017-02", "New Orleans, LA")],
    [(["Master of Public Administration (MPA)", "Master of Public Administration", "MPA"], "University of New Orleans"),
     (["Bachelor of Arts, Political Science", "Bachelor of Arts"], "Xavier University of Louisiana")],
    [["Certified Municipal Clerk (CMC)", "Certified Municipal Clerk", "CMC"], ["Notary Public", "Notary Public, State of Louisiana"]],
    ["Legistar", "Laserfiche", "Agenda management", ["Records management", "Minutes and records management"], "Public records requests",
     ["Robert's Rules of Order"], "Ordinance drafting", "Microsoft Office"],
    ["New Orleans", "District B", "Council", "Medicaid"],
    [12.4, 12.6], ["Municipal Clerks", "Clerks"], (), STD + ["two-columns", "stated-years"])

# 22 UK council housing officer, layout table ------------------------------------------------------------------------------------
add("22-council-housing-officer-layout-table-uk.docx", "Bethany Clarke", "bethany.clarke@example.co.uk", "07700 900284", ["Nottingham NG5", "Nottingham"],
    [P(["Senior Housing Officer (Tenancy Management)", "Senior Housing Officer"], "Nottingham City Council", "2021-04", "Present", "Nottingham"),
     P("Housing Options Officer", "Derby City Council", "2018-06", "2021-03", "Derby"),
     P("Customer Service Advisor", "Nottinghamshire County Council", "2016-09", "2018-05", "Mansfield")],
    [(["BA (Hons) Sociology", "BA (Hons)", "BA"], "Nottingham Trent University")],
    [["CIH Level 4 Certificate in Housing", "Level 4 Certificate in Housing"], ["Mental Health First Aid (MHFA England)", "Mental Health First Aid"],
     ["Safeguarding Adults and Children, Level 2", "Safeguarding Adults and Children"]],
    ["Tenancy management", ["Anti-social behaviour case management", "Anti-social behaviour"], "Homelessness assessment",
     ["Rent arrears recovery", "Arrears recovery"], "Safeguarding", "Mediation", ["NEC Housing", "Northgate", "NEC Housing (Northgate)"], "Report writing",
     "Microsoft Office"],
    ["Nottingham", "Derby", "Mansfield", "County Court", "Housing Act"],
    [10.1, 10.3], ["Property, Real Estate", "Social and Human Service Assistants", "Eligibility Interviewers", "Community", "Housing"], (),
    STD + ["two-columns", "stated-years"])

# 23 Canadian advanced care paramedic, contact in the page header ----------------------------------------------------------------
add("23-advanced-care-paramedic-header-contact-ca.docx", ["Émilie Gagnon-Fraser", "Émilie Gagnon-Fraser, ACP"], "emilie.gagnonfraser@example.ca",
    "613-555-0168", ["Ottawa, ON"],
    [P("Advanced Care Paramedic", "Ottawa Paramedic Service", "2019", "Present", "Ottawa, ON"),
     P("Primary Care Paramedic", "County of Renfrew Paramedic Service", "2015", "2019", "Pembroke, ON"),
     P(["Patient Transfer Attendant (part-time)", "Patient Transfer Attendant"], "Voyageur Patient Transfer", "2014", "2015", "Cornwall, ON")],
    [(["Advanced Care Paramedic (Ontario College Graduate Certificate)", "Advanced Care Paramedic", "Ontario College Graduate Certificate"],
      ["Algonquin College", "Algonquin College, Ottawa"]),
     (["Paramedic (Ontario College Diploma)", "Paramedic", "Ontario College Diploma"], ["Algonquin College", "Algonquin College, Ottawa"])],
    [["Ontario Advanced Care Paramedic certification (Regional Paramedic Program for Eastern Ontario)", "Ontario Advanced Care Paramedic certification",
      "Advanced Care Paramedic certification"], ["ACLS (Heart and Stroke Foundation)", "ACLS"], "PALS", "PHTLS",
     ["Class F Ontario driver's licence", "Class F"]],
    [["Advanced airway management", "Airway management"], ["IV/IO access", "IV access", "IV therapy"],
     ["12-lead ECG interpretation", "12-lead ECG", "ECG interpretation"], "Medication administration", ["MCI triage (START)", "Triage"],
     "Patient assessment", "French", "Community paramedicine", ["Precepting", "Preceptor"]],
    ["Ottawa", "Renfrew", "Pembroke", "Cornwall"],
    [11.9, 13.0], ["Paramedics", "Emergency Medical Technicians"], (), STD + ["two-columns", "stated-years"])

# 24 USAF veteran to program manager, skills grid ---------------------------------------------------------------------------------
USAF = ["United States Air Force", "United States Air Force, Schriever AFB (now Schriever SFB), CO"]
SCHRIEVER = ["Schriever AFB (now Schriever SFB), CO", "Schriever AFB, CO", "Schriever SFB, CO"]
add("24-usaf-veteran-program-manager-grid-us.docx", ["Kevin D. Larkin", "Kevin D. Larkin, PMP", "Kevin Larkin"], "kevin.larkin@example.com",
    "719-555-0145", ["Colorado Springs, CO 80920", "Colorado Springs, CO"],
    [P("Program Manager", "Booz Allen Hamilton", "2022-01", "Present", "Colorado Springs, CO"),
     P(["Flight Commander, 2nd Space Operations Squadron", "Flight Commander"], USAF + ["2nd Space Operations Squadron"], "2019-06", "2021-12", SCHRIEVER),
     P(["Crew Commander, 4th Space Operations Squadron", "Crew Commander"], USAF + ["4th Space Operations Squadron"], "2016-06", "2019-05", SCHRIEVER)],
    [("Master of Engineering Management", "University of Colorado Colorado Springs"),
     (["Bachelor of Science, Astronautical Engineering", "Bachelor of Science"], "United States Air Force Academy")],
    [["Project Management Professional (PMP)", "PMP", "Project Management Professional"], ["Certified ScrumMaster (CSM)", "Certified ScrumMaster", "CSM"]],
    ["Program management", ["Earned value management (EVM)", "Earned value management", "EVM"], "Risk management", "Agile", "Scrum", "Jira",
     ["Microsoft Project", "MS Project"], ["Budget oversight", "Budgeting"], "Executive briefings"],
    ["Colorado Springs", "Schriever", "Captain", "Space Force"],
    [10.4, 10.6], ["Project Management", "Managers"], (), STD + ["two-columns", "stated-years"])

# 25 Australian station officer, Fire and Rescue NSW ---------------------------------------------------------------------------------
FRNSW = ["Fire and Rescue NSW"]
add("25-station-officer-fire-rescue-nsw-au.docx", "Hamish McLeod", "hamish.mcleod@example.com.au", "0400 555 318", ["Wollongong NSW 2500", "Wollongong NSW"],
    [P("Station Officer", FRNSW + ["Fire and Rescue NSW, Wollongong Fire Station (Station 275)"], "2020-03", "Present", ["Wollongong NSW", "Wollongong"]),
     P(["Senior Firefighter / Qualified Firefighter", "Senior Firefighter"], FRNSW + ["Fire and Rescue NSW, Shellharbour Fire Station"], "2012-01", "2020-02",
       ["Shellharbour NSW", "Shellharbour"]),
     P("Electrician", ["Southcoast Electrical Pty Ltd", "Southcoast Electrical"], "2006", "2011", ["Wollongong NSW", "Wollongong"]),
     P(["Volunteer Firefighter / Crew Leader", "Volunteer Firefighter", "Crew Leader"], ["NSW Rural Fire Service, Jamberoo Brigade", "NSW Rural Fire Service"],
       "2006", "Present", ["Jamberoo NSW", "Jamberoo"])],
    [(["Diploma of Public Safety (Firefighting Management)", "Diploma of Public Safety"], "Fire and Rescue NSW"),
     (["Certificate III in Electrotechnology Electrician", "Certificate III in Electrotechnology"], ["TAFE NSW Illawarra", "TAFE NSW"])],
    [["Heavy Rigid (HR) driver licence", "Heavy Rigid"], ["Breathing Apparatus Operator"], ["Road Crash Rescue Operator"],
     ["Provide First Aid (HLTAID011)", "Provide First Aid", "HLTAID011", "First Aid"]],
    [["Incident command (AIIMS)", "Incident command", "AIIMS"], "Fire suppression", "Road crash rescue",
     ["Hazardous materials response", "Hazmat", "Hazardous materials"], "Community education", ["Crew leadership", "Leadership"],
     ["Electrical fault finding", "Fault finding"]],
    ["Wollongong", "Shellharbour", "Jamberoo", "Black Summer", "Currowan"],
    [19.0, 20.9], ["Firefighters", "Firefighting"], (), STD + ["two-columns", "stated-years"])

# 26 US nonprofit director of development --------------------------------------------------------------------------------------------
add("26-nonprofit-development-director-us.docx", ["Rebecca A. Stein", "Rebecca Stein"], "rebecca.stein@example.org", "312-555-0157",
    ["Chicago, IL 60614", "Chicago, IL"],
    [P("Director of Development", "Greater Chicago Food Depository", "2020-09", "Present", "Chicago, IL"),
     P(["Associate Director, Foundation Relations", "Associate Director"],
       ["Ann & Robert H. Lurie Children's Hospital of Chicago Foundation", "Lurie Children's Hospital of Chicago Foundation"], "2017-01", "2020-08", "Chicago, IL"),
     P("Grants Manager", "Heartland Alliance", "2013-06", "2016-12", "Chicago, IL"),
     P("Development Assistant", "Steppenwolf Theatre Company", "2011-08", "2013-05", "Chicago, IL"),
     P("Board Member", "Young Nonprofit Professionals Network Chicago", "2019", "2022")],
    [(["M.S. Public Service Management", "M.S. Public Service Management (Fundraising and Philanthropy concentration)", "M.S."], "DePaul University"),
     (["B.A. English and Theatre", "B.A."], "Northwestern University")],
    [["Certified Fund Raising Executive (CFRE)", "Certified Fund Raising Executive", "CFRE"]],
    [["Major gift fundraising", "Major gifts", "Fundraising"], "Grant writing", "Campaign planning", "Donor stewardship", ["Salesforce NPSP", "Salesforce"],
     ["Raiser's Edge NXT", "Raiser's Edge"], "Budgeting", ["Team leadership", "Leadership"], "Board relations"],
    ["Chicago", "Steppenwolf", "HUD", "SAMHSA", "Food Depository"],
    [15.2, 15.4], ["Fundraising Managers", "Fundraisers"], (), STD + ["two-columns", "stated-years"])

# 27 Kenyan M&E specialist, bordered tables ------------------------------------------------------------------------------------------
add("27-me-specialist-unicef-tables-kenya.docx", "Wanjiru Kamau", "wanjiru.kamau@example.org", "+254 722 555 104",
    ["Nairobi, Kenya", "Nairobi", "P.O. Box 55012-00100, Nairobi, Kenya"],
    [P(["Monitoring & Evaluation Specialist (NOB)", "Monitoring & Evaluation Specialist"], ["UNICEF Kenya Country Office", "UNICEF"], "2022-02", "Present",
       "Nairobi"),
     P("M&E Officer", ["International Rescue Committee (IRC)", "International Rescue Committee"], "2018-01", "2022-01",
       ["Kakuma Refugee Camp, Turkana", "Kakuma", "Turkana"]),
     P("Research Assistant", ["Kenya Medical Research Institute (KEMRI)", "Kenya Medical Research Institute", "KEMRI"], "2015", "2017", "Kisumu")],
    [("MA Project Planning and Management", "University of Nairobi"),
     (["BSc Statistics", "BSc"], ["Jomo Kenyatta University of Agriculture and Technology (JKUAT)", "Jomo Kenyatta University of Agriculture and Technology",
                                  "JKUAT"])],
    [],
    ["Results-based management", ["Logframes", "Logframe"], "Theory of change", "Data quality assessment", "KoboToolbox", "ODK", "DHIS2", "Stata",
     "Power BI", "Excel", "Capacity building", "Report writing"],
    ["Nairobi", "Kakuma", "Turkana", "ECHO", "Referees"],
    [10.9, 12.0], ["Statisticians", "Project Management", "Management Analysts", "Social Science Research"], (), STD + ["two-columns", "stated-years"])

# 28 US federal contract specialist, USAJOBS style ------------------------------------------------------------------------------------
TINKER = ["Tinker AFB, OK", "Tinker AFB, OK 73145", "3001 Staff Drive, Tinker AFB, OK 73145", "3001 Staff Drive, Tinker AFB, OK 73145 US"]
add("28-federal-contract-specialist-usajobs-us.docx", ["Theresa M. Kowalczyk", "Theresa Kowalczyk"], "tkowalczyk@example.com", "405-555-0138",
    ["Midwest City, OK 73110", "Midwest City, OK", "2250 Pinecrest Road, Apt 3B, Midwest City, OK 73110"],
    [P("Contract Specialist", ["Department of the Air Force, Oklahoma City Air Logistics Complex", "Department of the Air Force",
                               "Oklahoma City Air Logistics Complex"], "2021-10", "Present", TINKER),
     P(["Contract Specialist (Career Intern)", "Contract Specialist"], ["Defense Logistics Agency, DLA Aviation at Oklahoma City", "Defense Logistics Agency",
                                                                        "DLA Aviation at Oklahoma City"], "2017-06", "2021-10", TINKER),
     P("Purchasing Agent", ["Department of Veterans Affairs, Oklahoma City VA Health Care System", "Department of Veterans Affairs",
                            "Oklahoma City VA Health Care System"], "2014-03", "2017-05",
       ["Oklahoma City, OK", "Oklahoma City, OK 73104", "921 NE 13th Street, Oklahoma City, OK 73104", "921 NE 13th Street, Oklahoma City, OK 73104 US"])],
    [(["Bachelor of Business Administration (BBA), Management", "Bachelor of Business Administration (BBA)", "Bachelor of Business Administration", "BBA"],
      "University of Central Oklahoma")],
    [["DAWIA Contracting Professional Certification", "DAWIA Contracting Professional"],
     ["Federal Acquisition Certification in Contracting (FAC-C Professional)", "FAC-C Professional", "FAC-C",
      "Federal Acquisition Certification in Contracting"]],
    [["FAR/DFARS", "FAR", "DFARS"], "Source selection", "Price analysis", "Cost analysis", "Negotiation", "Market research", "SAM.gov", "PIEE",
     "Government Purchase Card"],
    ["Tinker", "Oklahoma City", "Supervisor", "Salary", "KC-135"],
    [12.6, 12.8], ["Purchasing Agents", "Procurement", "Buyers", "Purchasing Managers"], (), STD + ["two-columns", "stated-years"])

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations written")
