#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Years: make/years.py (months, overlaps once, both ends included, as of 2026-11; the low end also allows
counting only to Oct 2026). Student co-ops, internships and part-time work while studying widen the range
upwards; paid apprenticeships and graduate-trainee posts count fully."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section",
       "position-without-dates", "position-without-company", "placeholders", "short-text"]
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


def C(name, email, phone, location):
    return {"name": name, "email": email, "phone": phone, "location": location}


def Ed(degree, school):
    return {"degree": degree, "school": school}


def add(file, contact, positions, education, certs, present, absent, years, occupation, warn_absent, warn_present=None):
    w = {"absent": warn_absent}
    if warn_present:
        w["present"] = warn_present
    E.append({"file": "files/" + file, "asOf": "2026-11-01", "contact": contact, "positions": positions,
              "education": education, "certifications": certs, "skills": {"present": present, "absent": absent},
              "totalYears": years, "occupation": occupation, "warnings": w})


W = STD + ["no-skills-section", "two-columns", "stated-years"]

# 01 ----------------------------------------------------------------------------------------------------------
add("01-mechanical-pe-mep-us.txt",
    C(["Daniel R. Okafor", "Daniel Okafor", "Daniel R. Okafor, P.E."], "dokafor.pe@example.com", "(713) 555-0182", ["Houston, TX 77008", "Houston, TX"]),
    [P("Senior Mechanical Engineer", ["IMEG Corp.", "IMEG"], "2019-03", "Present", ["Houston, TX"]),
     P("Mechanical Engineer", ["Smith Seckman Reid, Inc.", "Smith Seckman Reid"], "2015-06", "2019-02", ["Houston, TX"]),
     P(["Mechanical Engineer I (EIT)", "Mechanical Engineer I"], ["Jacobs Engineering Group", "Jacobs"], "2013-07", "2015-05", ["Houston, TX"])],
    [Ed(["B.S. Mechanical Engineering"], ["Texas A&M University", "Texas A&M University, College Station, TX"])],
    [["Professional Engineer (P.E.), State of Texas", "Professional Engineer (P.E.), State of Texas — License No. 131992", "Professional Engineer", "P.E."],
     ["LEED AP BD+C", "LEED AP"], ["ASHRAE Certified HVAC Designer (CHD)", "Certified HVAC Designer", "CHD"]],
    [["Revit MEP", "Revit"], ["AutoCAD MEP", "AutoCAD"], ["Navisworks Manage", "Navisworks"], ["Carrier HAP", "HAP"], "eQUEST",
     ["Trane TRACE 3D Plus", "TRACE 3D Plus", "Trane TRACE"], ["Bluebeam Revu", "Bluebeam"], ["HVAC design", "HVAC"],
     ["Load calculations", "Load calculation", "Heating and cooling load calculations"], ["Energy modelling", "Energy modeling"],
     ["ASHRAE 90.1", "ASHRAE"], ["Construction administration"]],
    ["Houston", "Memorial Hermann", "Rice University", "Senior Mechanical Engineer"],
    [13.3, 13.45], ["Mechanical Engineers"], W)

# 02 ----------------------------------------------------------------------------------------------------------
ATK = ["AtkinsRéalis", "AtkinsRéalis (formerly Atkins)", "Atkins"]
add("02-civil-ceng-highways-uk.txt",
    C(["Siobhan Hartley", "Siobhan Hartley BEng (Hons) CEng MICE"], "siobhan.hartley@example.co.uk", "07700 900418", "Bristol"),
    [P(["Principal Engineer, Highways", "Principal Engineer"], ATK, "2021", "Present", "Bristol"),
     P("Senior Engineer", ATK, "2019", "2021", "Bristol"),
     P("Engineer", "Arup", "2015", "2019", "Cardiff"),
     P("Graduate Engineer", "Arup", "2012-09", "2015", "Cardiff")],
    [Ed(["BEng (Hons) Civil Engineering", "BEng (Hons) Civil Engineering, 2:1"], "University of Bath")],
    [["Chartered Engineer (CEng)", "Chartered Engineer", "CEng", "Chartered Engineer (CEng), Member of the Institution of Civil Engineers (MICE)"],
     ["Member of the Institution of Civil Engineers (MICE)", "MICE", "Chartered Engineer (CEng), Member of the Institution of Civil Engineers (MICE)"],
     ["NEC4 ECC Supervisor Accreditation", "NEC4 ECC Supervisor"],
     ["CSCS Professionally Qualified Person card", "CSCS Professionally Qualified Person", "CSCS"]],
    [["AutoCAD Civil 3D", "Civil 3D"], ["InfoDrainage", "MicroDrainage"], "Flood Modeller", "ProjectWise", "Navisworks",
     ["Drainage design", "Sustainable drainage", "SuDS", "Drainage"], ["Highway design", "Highways", "Highway geometry"],
     ["Flood modelling", "Flood modeling"], ["Eurocodes", "Eurocode"], ["NEC4", "NEC"], "DMRB"],
    ["Bristol", "Cardiff", "Fell running", "Principal Engineer", "Bangalore"],
    [14.1, 14.3], ["Civil Engineers"], W)

# 03 ----------------------------------------------------------------------------------------------------------
add("03-process-engineer-refinery-in.txt",
    C("Rajesh Kumar Iyer", "rajesh.iyer.chem@example.in", "+91 98450 55123",
      ["Plot 17, Reliance Township, Motikhavdi, Jamnagar, Gujarat - 361142", "Motikhavdi, Jamnagar, Gujarat - 361142",
       "Jamnagar, Gujarat - 361142", "Jamnagar, Gujarat", "Jamnagar"]),
    [P(["Senior Process Engineer (Manager grade)", "Senior Process Engineer"],
       ["Reliance Industries Limited, Jamnagar Refinery", "Reliance Industries Limited", "Reliance Industries"], "2020-01", "Present"),
     P("Process Engineer", ["Engineers India Limited (EIL)", "Engineers India Limited", "Engineers India Limited (EIL), New Delhi"], "2016-07", "2019-12"),
     P(["Graduate Engineer Trainee / Shift Engineer", "Graduate Engineer Trainee", "Shift Engineer"],
       ["Deepak Nitrite Limited", "Deepak Nitrite Limited, Nandesari, Vadodara"], "2015-07", "2016-06")],
    [Ed(["B.Tech (Chemical Engineering)", "B.Tech Chemical Engineering"],
        ["Institute of Chemical Technology (ICT), Mumbai", "Institute of Chemical Technology (ICT)", "Institute of Chemical Technology"])],
    [["HAZOP Leader Training - DNV", "HAZOP Leader Training"], ["Six Sigma Green Belt - KPMG", "Six Sigma Green Belt"]],
    [["Aspen HYSYS", "HYSYS"], "Aspen Plus", ["HTRI Xchanger Suite", "HTRI"], "PRO/II", "HAZOP", ["Process design"],
     ["P&ID", "P&IDs"], ["Heat and material balances", "Heat and material balance", "Material balance"], ["API 520", "API 520/521"],
     ["SmartPlant 3D"], ["Communication", "Communication skills"]],
    ["Jamnagar", "Married", "Nationality", "Declaration"],
    [11.3, 11.45], ["Chemical Engineers"], W)

# 04 ----------------------------------------------------------------------------------------------------------
add("04-eit-structural-coop-on-ca.txt",
    C(["Priya Natarajan", "Priya Natarajan, EIT"], "priya.natarajan@example.ca", "416-555-0139", ["Toronto, ON"]),
    [P(["Structural Designer (EIT)", "Structural Designer"], "Entuitive", "2024-09", "Present", "Toronto, ON"),
     P("Co-op Structural Engineering Student", "RJC Engineers", "2023-01", "2023-04", "Toronto, ON"),
     P("Co-op Site Engineering Student", ["PCL Constructors Canada Inc.", "PCL Constructors Canada", "PCL Constructors"], "2022-05", "2022-08", "Toronto, ON"),
     P("Co-op Engineering Assistant", ["Region of Waterloo"], "2021-09", "2021-12", "Kitchener, ON"),
     P(["Summer Student, Survey Crew", "Summer Student", "Survey Crew"], ["Town of Milton"], location=["Milton, ON", "Town of Milton, ON"])],
    [Ed(["Bachelor of Applied Science (BASc), Civil Engineering", "BASc Civil Engineering", "Bachelor of Applied Science"], "University of Waterloo")],
    [["Engineer-in-Training (EIT), Professional Engineers Ontario (PEO)", "Engineer-in-Training (EIT)", "Engineer-in-Training", "EIT"],
     ["Working at Heights (Ontario MLTSD approved)", "Working at Heights"], ["WHMIS 2015", "WHMIS"]],
    ["ETABS", "SAP2000", "RAM Concept", "S-FRAME", ["Revit Structure", "Revit"], "AutoCAD", "Python", "MATLAB", "ArcGIS",
     ["CSA A23.3", "CSA S16", "NBCC 2020", "NBCC"]],
    ["Toronto", "Entuitive", "Dean's Honours List", "Milton"],
    [2.1, 3.55], ["Civil Engineers"], W)

# 05 ----------------------------------------------------------------------------------------------------------
add("05-quantity-surveyor-cqs-au.txt",
    C(["James O'Connell", "James O'Connell CQS MAIQS"], "james.oconnell.qs@example.com.au", "0491 570 227", ["Brisbane QLD 4000", "Brisbane QLD"]),
    [P("Senior Quantity Surveyor", "Rider Levett Bucknall", "2021-07", "Present", "Brisbane QLD"),
     P("Quantity Surveyor", "WT Partnership", "2019-03", "2021-06", "Gold Coast QLD"),
     P("Contractor's Quantity Surveyor", "Hutchinson Builders", "2016-01", "2019-02", "Brisbane QLD"),
     P(["Cadet Quantity Surveyor (part-time while studying)", "Cadet Quantity Surveyor"], "Hutchinson Builders", "2013-02", "2015-12", "Brisbane QLD")],
    [Ed(["Bachelor of Urban Development (Quantity Surveying and Cost Engineering)", "Bachelor of Urban Development"],
        ["Queensland University of Technology", "QUT"])],
    [["Certified Quantity Surveyor (CQS), Australian Institute of Quantity Surveyors", "Certified Quantity Surveyor (CQS)", "Certified Quantity Surveyor", "CQS"],
     ["General Construction Induction Card (White Card), QLD", "General Construction Induction Card (White Card)", "General Construction Induction Card", "White Card"]],
    ["CostX", ["Cubit Estimating", "Cubit"], "Buildsoft", "Aconex", "Procore", ["Cost planning", "Cost plans", "Elemental cost plans"],
     ["Bills of quantities", "Bill of quantities"], ["Cost management"], ["Tender evaluation"], ["Excel", "MS Excel"],
     ["Subcontract procurement"]],
    ["Brisbane", "Gold Coast", "Queensland Health", "Referees"],
    [10.8, 13.9], ["Cost Estimators"], W)

# 06 ----------------------------------------------------------------------------------------------------------
add("06-quality-engineer-six-sigma-us.txt",
    C("Maria Elena Gutierrez", "mgutierrez.quality@example.com", "915-555-0127", ["El Paso, TX"]),
    [P("Senior Quality Engineer", "BorgWarner", "2021-08", "Present", "El Paso, TX"),
     P("Quality Engineer", ["Lear Corporation", "Lear"], "2017-01", "2021-07", ["Juárez, Chihuahua, MX", "Juárez, Chihuahua", "Juárez"]),
     P("Quality Technician", "Helen of Troy", "2014-05", "2016-12", "El Paso, TX")],
    [Ed(["B.S. Industrial Engineering"], ["The University of Texas at El Paso (UTEP)", "The University of Texas at El Paso", "UTEP"])],
    [["ASQ Certified Quality Engineer (CQE)", "Certified Quality Engineer (CQE)", "Certified Quality Engineer", "CQE"],
     ["ASQ Certified Six Sigma Black Belt (CSSBB)", "Certified Six Sigma Black Belt", "Six Sigma Black Belt", "CSSBB"],
     ["IATF 16949 Internal Auditor"],
     ["ISO 9001:2015 Lead Auditor (Exemplar Global)", "ISO 9001:2015 Lead Auditor", "ISO 9001 Lead Auditor"]],
    ["APQP", "PPAP", ["PFMEA", "FMEA"], ["SPC", "Statistical process control"], ["MSA", "Gage R&R", "MSA / Gage R&R"],
     ["8D", "Root cause analysis", "8D / Root Cause Analysis"], ["DOE", "Design of experiments"], "Minitab", ["SAP QM", "SAP"],
     ["GD&T", "GD&T (ASME Y14.5)"], ["CMM", "PC-DMIS", "CMM (PC-DMIS)"], ["Spanish"]],
    ["El Paso", "BorgWarner", "Helen of Troy", "Ford"],
    [12.4, 12.6], ["Industrial Engineers", "Manufacturing Engineers"], W)

# 07 ----------------------------------------------------------------------------------------------------------
add("07-site-engineer-sisk-ie.txt",
    C(["Ciarán Dolan"], "ciaran.dolan@example.ie", "+353 87 555 0194",
      ["12 Innishmore Lawn, Ballincollig, Co. Cork", "Ballincollig, Co. Cork", "Ballincollig"]),
    [P("Site Engineer", ["John Sisk & Son", "John Sisk and Son", "Sisk"], "2020-01", "Present", "Cork"),
     P("Assistant Site Engineer", ["PJ Hegarty & Sons", "PJ Hegarty"], "2017-09", "2019-12", ["Cork / Dublin", "Cork", "Cork, Dublin"]),
     P(["Summer Placement"], ["Cork County Council (Roads Design Office)", "Cork County Council"], "2016-06", "2016-08")],
    [Ed(["BEng (Hons) Civil Engineering (Level 8)", "BEng (Hons) Civil Engineering"], ["Cork Institute of Technology (now MTU)", "Cork Institute of Technology"]),
     Ed(["Leaving Certificate"], ["Coláiste Choilm", "Coláiste Choilm, Ballincollig"])],
    [["Safe Pass", "Safe Pass (valid to 2027)"], ["Manual Handling"], ["PHECC First Aid Responder", "First Aid Responder"]],
    [["Setting out"], ["Levelling", "Leveling"], ["Total station", "Leica total station", "Leica total station & GPS"], "AutoCAD", "Procore",
     "MS Project", ["Temporary works coordination", "Temporary works"], ["As-built surveys", "As-built survey"],
     ["ITPs", "Concrete pours and ITPs", "Inspection and test plans"]],
    ["Cork", "Ballincollig", "GAA", "Hurling", "Bishopstown"],
    [9.1, 9.5], ["Civil Engineers", "Construction Managers"], W)

# 08 ----------------------------------------------------------------------------------------------------------
add("08-field-service-engineer-tabs-us.txt",
    C(["Kevin T. Brandt", "Kevin Brandt"], "kbrandt.fse@example.net", "(513) 555-0166", ["Cincinnati, OH"]),
    [P("Field Service Engineer III", ["GE Vernova (Gas Power)", "GE Vernova"], "2022-04", "Present", "Greenville, SC"),
     P("Field Service Engineer", "Siemens Energy", "2017-06", "2022-03", "Orlando, FL"),
     P("Controls Technician", ["Rockwell Automation (contract via Aerotek)", "Rockwell Automation", "Aerotek"], "2014", "2017", "Cincinnati, OH"),
     P(["Electronics Technician (ET2)", "Electronics Technician"], ["U.S. Navy", "US Navy"], "2008", "2014", "Norfolk, VA")],
    [Ed(["B.S. Electrical Engineering Technology"], ["Old Dominion University", "Old Dominion University (online, completed while working)"])],
    [["OSHA 30 Construction", "OSHA 30"], ["NFPA 70E Qualified Electrical Worker", "NFPA 70E"], ["TWIC Card", "TWIC"],
     ["Siemens SPPA-T3000 Certified Commissioning Engineer", "SPPA-T3000 Certified Commissioning Engineer"]],
    [["Mark VIe", "Mark VIe / Mark VI (ToolboxST)", "Mark VI"], "ToolboxST", "SPPA-T3000",
     ["Allen-Bradley ControlLogix", "ControlLogix", "Allen-Bradley"], ["Studio 5000"], ["Bently Nevada System 1", "Bently Nevada"],
     "Vibration analysis", "Commissioning", "Troubleshooting", ["Loop checks"], ["Customer training"]],
    ["Cincinnati", "Norfolk", "Saudi Arabia", "Passport", "Siemens Energy"],
    [17.9, 18.95], ["Electrical and Electronics Repairers", "Electrical Engineering Technicians", "Electrical Engineering Technologists",
                    "Electrical Engineers", "Electro-Mechanical"], W)

# 09 ----------------------------------------------------------------------------------------------------------
add("09-reliability-engineer-ieng-uk.txt",
    C(["Gareth Price", "Gareth Price IEng MIMechE"], "gareth.price@example.co.uk", "07700 900731", ["Port Talbot SA13", "Port Talbot"]),
    [P("Reliability Engineer", ["Tata Steel UK", "Tata Steel"], "2018-03", "Present", "Port Talbot"),
     P("Maintenance Engineer", ["Kellogg's", "Kelloggs"], "2014-08", "2018-02", "Wrexham"),
     P(["Multi-skilled Maintenance Technician (Apprentice)", "Multi-skilled Maintenance Technician"], ["Tata Steel"], "2010", "2014", "Port Talbot")],
    [Ed(["BEng (Hons) Mechanical Engineering"], ["Swansea University", "Swansea University (part-time)"]),
     Ed(["HNC Mechanical Engineering"], ["Neath Port Talbot College"])],
    [["IEng", "IEng, IMechE", "IEng, IMechE (2019)", "Incorporated Engineer"], ["CMRP", "CMRP (SMRP, 2021)", "CMRP (SMRP)"],
     ["Vibration Analyst Category II (BINDT)", "Vibration Analyst Category II"], ["NEBOSH General Certificate", "NEBOSH"]],
    ["RCM", "FMECA", ["Condition monitoring"], ["Vibration analysis", "Vibration"], ["Thermography"], ["Oil analysis"],
     ["SAP PM", "SAP"], ["TPM", "Total productive maintenance"], ["Planned maintenance"]],
    ["Port Talbot", "Wrexham", "Hot strip mill", "Shop floor"],
    [15.9, 16.95], ["Mechanical Engineers", "Industrial Engineers"],
    [c for c in W if c != "no-skills-section"], ["no-skills-section"])

# 10 ----------------------------------------------------------------------------------------------------------
PGE = ["Pacific Gas and Electric Company (PG&E)", "Pacific Gas and Electric Company", "PG&E"]
add("10-electrical-pe-substations-us.txt",
    C(["Angela M. Wu", "Angela Wu", "Angela M. Wu, P.E."], "angela.wu.pe@example.com", "916.555.0150", ["Sacramento, CA 95814", "Sacramento, CA"]),
    [P("Electrical Engineer III", "Black & Veatch", "2020-01", "Present", "Walnut Creek, CA"),
     P("Electrical Engineer II", "Black & Veatch", "2017-06", "2019-12", "Walnut Creek, CA"),
     P(["Associate Electrical Engineer (Distribution Planning)", "Associate Electrical Engineer"], PGE, "2015-08", "2017-05", "Sacramento, CA"),
     P("Engineering Intern", PGE, location="Sacramento, CA")],
    [Ed(["M.S. Electrical Engineering (Power Systems)", "M.S. Electrical Engineering"], ["California State University, Sacramento"]),
     Ed(["B.S. Electrical Engineering"], ["University of California, Davis"])],
    [["Registered Professional Electrical Engineer in California (E 21877) and Nevada", "Registered Professional Electrical Engineer",
      "Professional Electrical Engineer", "Professional Engineer", "P.E."]],
    ["ETAP", ["SKM PowerTools", "SKM"], "CYME", "AutoCAD Electrical", "MicroStation", ["Protection & control", "Protection and control"],
     ["Arc flash", "Arc-flash study", "Arc flash studies"], ["Load flow", "Load-flow studies", "Load-flow"],
     ["Short circuit", "Short-circuit studies", "Short-circuit"], ["Substation design", "Substations"], ["Grounding design", "Grounding"],
     ["IEEE 1547"]],
    ["Sacramento", "Kern County", "Reno", "Walnut Creek", "Client"],
    [11.2, 11.6], ["Electrical Engineers"], W)

# 11 ----------------------------------------------------------------------------------------------------------
add("11-architect-arb-sidebar-uk.pdf",
    C(["Eleanor Whitcombe"], "e.whitcombe@example.co.uk", "020 7946 0321", ["Hackney, London E8", "Hackney, London"]),
    [P("Associate", ["Allford Hall Monaghan Morris (AHMM)", "Allford Hall Monaghan Morris", "AHMM"], "2022-01", "Present", "London"),
     P("Architect", "Feilden Clegg Bradley Studios", "2018-09", "2021-12", "London"),
     P("Part 1 Architectural Assistant", "Haworth Tompkins", "2014-07", "2015-08", "London")],
    [Ed(["MArch Architecture (Part 2)", "MArch Architecture", "MArch"], ["The Bartlett School of Architecture, UCL", "The Bartlett School of Architecture", "UCL"]),
     Ed(["BA (Hons) Architecture (Part 1)", "BA (Hons) Architecture"], "University of Sheffield"),
     Ed(["Part 3 Postgraduate Diploma in Professional Practice in Architecture", "Postgraduate Diploma in Professional Practice in Architecture"], "University of Westminster")],
    [["ARB Registered Architect", "ARB Registered Architect (2019)", "ARB"], ["RIBA Chartered Member", "RIBA"],
     ["CSCS Professionally Qualified Person", "CSCS"]],
    ["Revit", ["Rhino", "Rhino 7", "Rhino 7 + Grasshopper"], "Grasshopper", "AutoCAD", "Enscape", ["Adobe InDesign", "InDesign"],
     ["Photoshop", "Adobe Photoshop"], "Navisworks", ["Planning applications", "Planning application"], ["Passivhaus design", "Passivhaus"],
     ["Contract administration", "Contract administration (JCT)"], ["Client presentations"]],
    ["Hackney", "Kilburn", "Essex", "Associate"],
    [8.1, 9.45], ["Architects"], [c for c in W if c != "two-columns"], ["two-columns"])

# 12 ----------------------------------------------------------------------------------------------------------
add("12-structural-se-projects-us.pdf",
    C(["Marcus J. Lindqvist", "Marcus Lindqvist", "Marcus J. Lindqvist, S.E., P.E."], "mlindqvist.se@example.com", "(312) 555-0174", ["Chicago, IL 60607", "Chicago, IL"]),
    [P("Senior Project Engineer", "Thornton Tomasetti", "2018-07", "Present", "Chicago, IL"),
     P("Structural Engineer", "Walter P Moore", "2013-09", "2018-06", "Austin, TX")],
    [Ed(["M.S. Structural Engineering"], ["University of Illinois Urbana-Champaign"]),
     Ed(["B.S. Civil Engineering"], ["Purdue University"])],
    [["Structural Engineer (S.E.), Illinois", "Structural Engineer (S.E.)", "Structural Engineer", "S.E."],
     ["Professional Engineer (P.E.), Texas and Indiana", "Professional Engineer (P.E.)", "Professional Engineer", "P.E."]],
    ["ETABS", ["RAM Structural System"], "RAM Concept", "SAP2000", "RISA-3D", "IDEA StatiCa", "Tekla Structures", "Revit",
     ["ASCE 7", "ASCE 7-22"], ["ACI 318", "ACI 318-19"], ["AISC 360", "AISC 360-22"], "Python"],
    ["Chicago", "Austin", "West Loop", "Fulton Market", "Client"],
    [13.1, 13.3], ["Civil Engineers"], W)

# 13 ----------------------------------------------------------------------------------------------------------
add("13-electrical-peng-smallcaps-on-ca.pdf",
    C(["Arjun Malhotra", "Arjun Malhotra, P.Eng."], "arjun.malhotra@example.ca", "647-555-0128", ["Mississauga, Ontario", "Mississauga, ON"]),
    [P("Senior Electrical Engineer", ["Hatch Ltd.", "Hatch"], "2020-04", "Present", ["Mississauga, ON"]),
     P("Electrical Engineer", ["Stantec Consulting Ltd.", "Stantec"], "2016-05", "2020-03", ["Markham, ON"]),
     P(["Electrical Engineering Intern (PEY Co-op)", "Electrical Engineering Intern"],
       ["Ontario Power Generation, Darlington Nuclear", "Ontario Power Generation"], "2014-05", "2015-08", ["Bowmanville, ON"])],
    [Ed(["Bachelor of Applied Science (BASc), Electrical Engineering", "BASc Electrical Engineering", "Bachelor of Applied Science"], "University of Toronto")],
    [["Professional Engineer (P.Eng.), Professional Engineers Ontario", "Professional Engineer (P.Eng.)", "Professional Engineer", "P.Eng."],
     ["Certified Energy Manager (CEM), Association of Energy Engineers", "Certified Energy Manager (CEM)", "Certified Energy Manager", "CEM"],
     ["Project Management Professional (PMP)", "PMP"]],
    ["ETAP", ["SKM PowerTools", "SKM"], "AutoCAD Electrical", ["Revit MEP", "Revit"], "Bluebeam", ["Arc flash studies", "Arc flash"],
     ["Protection coordination"], ["Grounding design", "Grounding"], ["Canadian Electrical Code", "CSA C22.1"], ["CSA Z462"],
     ["PLC", "Allen-Bradley"], "SCADA"],
    ["Mississauga", "Region of Peel", "Chile", "Quebec", "Darlington"],
    [10.5, 11.95], ["Electrical Engineers"], W)

# 14 ----------------------------------------------------------------------------------------------------------
add("14-construction-pm-table-au.pdf",
    C("Lachlan Briggs", "lachlan.briggs@example.com.au", "0491 570 318", ["Melbourne VIC 3000", "Melbourne VIC"]),
    [P("Senior Project Manager", "Multiplex", "2021-03", "Present", "Melbourne VIC"),
     P("Project Manager", "BUILT", "2016-07", "2021-02", "Sydney NSW"),
     P(["Site Engineer / Contracts Administrator", "Site Engineer", "Contracts Administrator"], "Lendlease", "2012-01", "2016-06", "Sydney NSW")],
    [Ed(["Bachelor of Construction Management (Honours)", "Bachelor of Construction Management"], "University of Newcastle")],
    [["Registered Building Practitioner – Commercial Builder (Unlimited), VBA Victoria", "Registered Building Practitioner – Commercial Builder (Unlimited)",
      "Registered Building Practitioner", "Commercial Builder (Unlimited)"],
     ["Construction Induction (White Card)", "White Card", "Construction Induction"], ["First Aid (HLTAID011)", "First Aid", "HLTAID011"]],
    [["Primavera P6", "P6"], "MS Project", "Aconex", "Procore", "Navisworks", "CostX", "Power BI", ["Design management"],
     ["Subcontract procurement"], ["Excel"], ["ISO 9001"]],
    ["Melbourne", "Southbank", "Barangaroo", "Referees"],
    [14.7, 14.95], ["Construction Managers"], W)

# 15 ----------------------------------------------------------------------------------------------------------
add("15-civil-site-engineer-gulf-in.pdf",
    C("Mohammed Faisal Shaikh", "faisal.shaikh.civil@example.com", "+971 50 555 0147", ["Al Nahda, Dubai, UAE", "Dubai, UAE", "Al Nahda, Dubai"]),
    [P("Senior Site Engineer", ["Arabtec Construction LLC", "Arabtec Construction LLC, Dubai", "Arabtec Construction"], "2019-03", "Present", ["Dubai, UAE", "Dubai"]),
     P("Site Engineer", ["Larsen & Toubro Limited (L&T Construction)", "Larsen & Toubro Limited", "Larsen & Toubro", "L&T Construction"], "2014-06", "2019-02", "Mumbai"),
     P(["Junior Engineer (Trainee)", "Junior Engineer"], ["Shapoorji Pallonji & Co. Pvt. Ltd.", "Shapoorji Pallonji"], "2012-07", "2014-05", "Pune")],
    [Ed(["B.E. (Civil Engineering)", "B.E. Civil Engineering"], ["University of Pune (Savitribai Phule Pune University)", "University of Pune", "Savitribai Phule Pune University"])],
    [["UAE Society of Engineers – Registered Engineer", "UAE Society of Engineers"],
     ["Dubai Municipality – Site Engineer approval (G+12 and above)", "Dubai Municipality – Site Engineer approval"],
     ["Primavera P6 Professional – certified training", "Primavera P6 Professional"], ["IOSH Managing Safely"]],
    ["AutoCAD", ["Primavera P6", "P6"], "MS Project", "Aconex", ["Post-tensioned slabs", "Post-tensioning"], ["Quantity take-off", "Quantity takeoff"],
     ["Bar bending schedule", "BBS", "Bar bending schedule (BBS)"], ["QA/QC", "Quality control"], ["FIDIC", "FIDIC contracts"], ["Site safety"],
     ["Team leadership", "Leadership"]],
    ["Dubai", "Emaar", "Passport", "Hinjewadi"],
    [14.25, 14.45], ["Civil Engineers", "Construction Managers"], W)

# 16 ----------------------------------------------------------------------------------------------------------
add("16-hvac-mep-designer-sidebar-us.pdf",
    C("Tanya Brooks-Ramirez", "tanya.brooksramirez@example.com", "480-555-0199", ["Tempe, AZ"]),
    [P("Senior Mechanical Designer", "Henderson Engineers", "2020-02", "Present", "Phoenix, AZ"),
     P(["HVAC Drafter / Detailer", "HVAC Drafter"], ["Comfort Systems USA (Kilgust Mechanical)", "Comfort Systems USA", "Kilgust Mechanical"], "2016-08", "2020-01", "Phoenix, AZ"),
     P(["CAD Technician (part-time)", "CAD Technician"], ["Maricopa County Facilities Management", "Maricopa County"], "2014", "2016", "Phoenix, AZ")],
    [Ed(["A.A.S. Drafting Technology (Architectural)", "A.A.S. Drafting Technology", "AAS Drafting Technology"], ["GateWay Community College", "GateWay Community College, Phoenix, AZ"])],
    [["Autodesk Certified Professional: Revit for Mechanical Design", "Autodesk Certified Professional: Revit for Mechanical Design (2021)", "Autodesk Certified Professional"],
     ["OSHA 10-Hour Construction", "OSHA 10"]],
    [["Revit MEP", "Revit"], ["AutoCAD MEP", "AutoCAD"], ["Navisworks Manage", "Navisworks"], ["Autodesk Construction Cloud"],
     ["Trane TRACE 700", "TRACE 700"], ["Bluebeam Revu", "Bluebeam"], "Dynamo", ["Ductwork design", "Duct design"], ["Hydronic piping"],
     ["Clash detection"], ["Load calculations"], ["SMACNA standards", "SMACNA"]],
    ["Tempe", "Phoenix", "Banner Health", "Mesa", "Chandler"],
    [10.2, 12.95], ["Drafters", "Mechanical Engineering Technolog"], [c for c in W if c != "two-columns"], ["two-columns"])

# 17 ----------------------------------------------------------------------------------------------------------
add("17-process-engineer-pharma-ie.pdf",
    C(["Aoife Ní Bhriain"], "aoife.nibhriain@example.ie", "+353 86 555 0172", ["Carrigaline, Co. Cork"]),
    [P("Senior Process Engineer", ["Pfizer Ireland Pharmaceuticals", "Pfizer"], "2021-10", "Present", ["Ringaskiddy, Cork"]),
     P("Process Engineer", ["Janssen Sciences Ireland UC", "Janssen Sciences Ireland", "Janssen"], "2018-02", "2021-09", ["Ringaskiddy, Cork"]),
     P("Graduate Process Engineer", "PM Group", "2016-09", "2018-01", "Cork"),
     P("Co-op Student Engineer", ["Eli Lilly Kinsale Limited", "Eli Lilly Kinsale", "Eli Lilly"], "2015-01", "2015-06", ["Kinsale, Co. Cork", "Kinsale"])],
    [Ed(["BE (Hons) Chemical and Process Engineering", "BE Chemical and Process Engineering"], "University College Cork")],
    [["Chartered Engineer (CEng), Engineers Ireland", "Chartered Engineer (CEng)", "Chartered Engineer", "CEng"],
     ["Lean Six Sigma Green Belt", "Lean Six Sigma Green Belt — University of Limerick"],
     ["GAMP 5 Computerised Systems Validation", "GAMP 5"]],
    [["cGMP", "GMP"], ["CQV", "Commissioning, qualification and validation"], "Aspen Plus", "DeltaV", "TrackWise", ["SAP"],
     ["PFMEA", "FMEA"], ["Root cause analysis"], ["CIP/SIP", "CIP"], ["ASME BPE"], ["Process validation"], ["Minitab"]],
    ["Ringaskiddy", "Carrigaline", "Kinsale", "Sea swimmer"],
    [10.1, 10.8], ["Chemical Engineers"], W)

# 18 ----------------------------------------------------------------------------------------------------------
add("18-graduate-mech-meng-uk.pdf",
    C("Oliver Mensah", "oliver.mensah@example.com", "07700 900286", ["Derby"]),
    [P("Graduate Mechanical Engineer", ["Rolls-Royce plc", "Rolls-Royce"], "2025-09", "Present", "Derby"),
     P("Summer Engineering Intern", "Jaguar Land Rover", "2024-06", "2024-09", "Gaydon"),
     P("Engineering Intern", ["Siemens Gamesa Renewable Energy", "Siemens Gamesa"], location="Hull"),
     P(["Student Ambassador (part-time)", "Student Ambassador"], "University of Leeds", "2022", "2024")],
    [Ed(["MEng Mechanical Engineering"], "University of Leeds"),
     Ed(["A-levels", "A-levels: Mathematics (A*), Physics (A), Further Mathematics (A)"], ["Abbey Grange Academy", "Abbey Grange Academy, Leeds"])],
    [["Certified SOLIDWORKS Associate (CSWA)", "Certified SOLIDWORKS Associate", "CSWA"]],
    ["SolidWorks", ["Siemens NX", "NX"], ["ANSYS Mechanical", "ANSYS"], ["ANSYS Fluent", "Fluent"], ["MATLAB", "MATLAB/Simulink"], "Simulink",
     "Python", "FEA", "CFD", "GD&T", ["DFMEA", "FMEA"], ["Teamwork"], ["Technical report writing", "Report writing", "Technical writing"]],
    ["Derby", "Gaydon", "Hull", "Formula Student"],
    [1.1, 1.85], ["Mechanical Engineers"], W)

# 19 ----------------------------------------------------------------------------------------------------------
GIL = ["Gilbane Building Company", "Gilbane"]
add("19-construction-pm-pmp-3pages-us.pdf",
    C(["Robert A. Castellano", "Robert Castellano", "Robert A. Castellano, PMP, CCM"], "rob.castellano@example.com", "(973) 555-0104", ["Montclair, NJ 07042", "Montclair, NJ"]),
    [P("Senior Project Manager", ["Turner Construction Company", "Turner Construction"], "2018-01", "Present", "New York, NY"),
     P("Project Manager", ["Skanska USA Building Inc.", "Skanska USA Building", "Skanska"], "2011", "2017", "Parsippany, NJ"),
     P("Assistant Project Manager", GIL, "2008", "2011", "Providence, RI"),
     P("Project Engineer", GIL, "2005", "2008", "Providence, RI"),
     P("Field Engineer", "Structure Tone", "2003", "2005", "Jersey City, NJ")],
    [Ed(["B.S. Civil Engineering"], ["Rutgers, The State University of New Jersey", "Rutgers"])],
    [["Project Management Professional (PMP)", "PMP"], ["Certified Construction Manager (CCM)", "CCM"], ["LEED AP BD+C", "LEED AP"],
     ["OSHA 30-Hour Construction Safety", "OSHA 30"], ["NYC DOB Site Safety Manager (SSM) card", "Site Safety Manager"]],
    [["Primavera P6", "P6"], "Procore", ["Bluebeam Revu", "Bluebeam", "Bluebeam Revu / Studio"], "Navisworks", "Prolog",
     ["Sage 300 CRE", "Sage 300", "Timberline", "Sage 300 CRE (Timberline)"], "MS Project", ["CPM scheduling", "CPM"], ["Cost control"],
     ["Contract negotiation"], ["Risk management"], ["Last Planner System", "Lean construction", "Lean construction (Last Planner System)"]],
    ["Montclair", "Rutgers", "Hudson Yards", "Brooklyn"],
    [22.9, 23.95], ["Construction Managers"], W)

# 20 ----------------------------------------------------------------------------------------------------------
add("20-architectural-technologist-grid-nz.pdf",
    C("Sione Tupou", "sione.tupou@example.co.nz", "021 555 0192", ["Ponsonby, Auckland 1011", "Ponsonby, Auckland"]),
    [P("Senior Architectural Technologist", "Warren and Mahoney", "2022-06", "Present", "Auckland"),
     P("Architectural Technician", "Jasmax", "2018-02", "2022-05", "Auckland"),
     P("Draughtsperson", ["G.J. Gardner Homes", "GJ Gardner Homes"], "2015", "2018", "Hamilton")],
    [Ed(["New Zealand Diploma in Architectural Technology (Level 6)", "New Zealand Diploma in Architectural Technology"], ["Unitec Institute of Technology", "Unitec"])],
    [["Licensed Building Practitioner — Design Area of Practice 2 (MBIE)", "Licensed Building Practitioner — Design Area of Practice 2",
      "Licensed Building Practitioner", "Licensed Building Practitioner (Design 2)"], ["Site Safe Passport", "Site Safe"]],
    ["Revit", "ArchiCAD", "AutoCAD", "Navisworks", "Enscape", "Bluebeam", ["Building consent documentation", "Consent documentation"],
     ["Weathertightness detailing", "Weathertightness detailing (E2/AS1)", "Weathertightness"], ["NZS 3604", "NZS 3604 timber framing"],
     ["Construction details", "Detailing"], ["Mentoring", "Mentoring juniors"]],
    ["Auckland", "Hamilton", "Ponsonby", "Jasmax"],
    [10.9, 11.95], ["Architectural and Civil Drafters", "Drafters"], [c for c in W if c != "two-columns"], ["two-columns"])

# 21 ----------------------------------------------------------------------------------------------------------
add("21-quality-engineer-layout-table-us.docx",
    C(["Brandon K. Liu", "Brandon Liu"], "brandon.liu@example.com", "616-555-0133", ["Grand Rapids, MI"]),
    [P("Senior Manufacturing Engineer", ["Gentex Corporation", "Gentex"], "2020-05", "Present", "Zeeland, MI"),
     P("Quality Engineer", ["Steelcase Inc.", "Steelcase"], "2016-06", "2020-04", "Grand Rapids, MI"),
     P("Manufacturing Engineering Co-op", "Herman Miller", "2015-01", "2015-08", "Holland, MI")],
    [Ed(["B.S. Manufacturing Engineering"], ["Grand Valley State University", "Grand Valley State University, Grand Rapids, MI"])],
    [["ASQ Certified Quality Engineer (CQE)", "Certified Quality Engineer", "CQE"],
     ["Lean Six Sigma Green Belt (Grand Valley State University)", "Lean Six Sigma Green Belt"],
     ["Certified SOLIDWORKS Associate (CSWA)", "Certified SOLIDWORKS Associate", "CSWA"]],
    [["PFMEA", "FMEA", "PFMEA / Control Plans"], ["Control plans"], ["SPC", "SPC & Minitab"], "Minitab", ["GD&T", "GD&T (ASME Y14.5)"], "SolidWorks",
     ["CMM", "CMM (Calypso)", "Calypso"], ["Kaizen", "Kaizen / VSM"], ["Value stream mapping", "VSM"], ["Error-proofing", "Poka-yoke", "Error-proofing (poka-yoke)"],
     ["PPAP", "PPAP / APQP"], ["PLC", "Allen-Bradley PLC basics", "Allen-Bradley"]],
    ["Grand Rapids", "Zeeland", "Gentex", "Herman Miller"],
    [10.3, 11.2], ["Industrial Engineers", "Manufacturing Engineers"], W)

# 22 ----------------------------------------------------------------------------------------------------------
add("22-quantity-surveyor-mrics-tabs-uk.docx",
    C(["Priyanka Desai", "Priyanka Desai MRICS"], "priyanka.desai@example.co.uk", "07700 900655", ["Didsbury, Manchester M20", "Didsbury, Manchester"]),
    [P("Commercial Manager", "BAM Construct UK", "2022-04", "Present", "Manchester"),
     P("Senior Quantity Surveyor", "Willmott Dixon", "2018-08", "2022-03", "Manchester"),
     P("Quantity Surveyor", "Gleeds", "2014-09", "2018-07", "Leeds"),
     P("Trainee Quantity Surveyor", "Gleeds", "2012-09", "2014-08", "Leeds")],
    [Ed(["BSc (Hons) Quantity Surveying"], ["Leeds Beckett University", "Leeds Beckett University (part-time)"]),
     Ed(["A Levels", "A Levels: Mathematics, Economics, Geography"], "Bradford Grammar School")],
    [["Member of the Royal Institution of Chartered Surveyors (MRICS)", "MRICS"],
     ["CSCS Professionally Qualified Person (PQP) card", "CSCS Professionally Qualified Person", "CSCS"],
     ["NEC4 Contract Management training (Thomas Telford)", "NEC4 Contract Management training", "NEC4 Contract Management"]],
    ["CostX", "CATO", ["Excel", "Microsoft Excel"], "Power BI", "COINS", ["NEC4", "NEC3", "NEC"], ["JCT", "JCT Design and Build"],
     ["Cost planning", "Cost plans"], ["Final accounts", "Final account"], ["Subcontract procurement"], ["NRM1", "NRM2", "NRM"],
     ["Valuations", "Interim valuations", "Cost value reconciliations"], ["Negotiation", "Negotiator"]],
    ["Manchester", "Didsbury", "Gleeds", "Bradford"],
    [14.1, 14.3], ["Cost Estimators", "Construction Managers"], W)

# 23 ----------------------------------------------------------------------------------------------------------
add("23-mechanical-designer-header-qc-ca.docx",
    C("Mathieu Gagnon-Roy", "m.gagnonroy@example.ca", "450-555-0161", ["Laval, QC"]),
    [P("Mechanical Designer II", ["CAE Inc.", "CAE"], "2019", "Present", ["Montréal, QC"]),
     P("Junior Mechanical Designer", ["Prevost (Volvo Group)", "Prevost"], "2016", "2019", "Sainte-Claire, QC")],
    [Ed(["DEC in Mechanical Engineering Technology (Technologie du génie mécanique)", "DEC in Mechanical Engineering Technology", "DEC"],
        ["Cégep de Trois-Rivières"])],
    [["Certified SOLIDWORKS Professional (CSWP)", "Certified SOLIDWORKS Professional", "CSWP"],
     ["Certified SOLIDWORKS Professional – Sheet Metal", "Certified SOLIDWORKS Professional - Sheet Metal"]],
    ["SolidWorks", ["SolidWorks PDM"], ["Autodesk Inventor", "Inventor"], "AutoCAD", "Windchill", ["GD&T", "GD&T (ASME Y14.5-2018)"],
     ["Tolerance stack-up analysis", "Tolerance stack-ups", "Tolerance analysis"], ["Sheet metal", "Sheet metal design"], ["Weldments"],
     ["DFM", "DFM/DFA", "Design for manufacturing"], ["French"]],
    ["Laval", "Montréal", "Boeing", "Airbus", "Volvo"],
    [9.9, 10.95], ["Mechanical Drafters", "Drafters", "Mechanical Engineering Technolog"], W)

# 24 ----------------------------------------------------------------------------------------------------------
BHP = ["BHP", "BHP — Western Australia Iron Ore", "BHP Western Australia Iron Ore", "Western Australia Iron Ore"]
add("24-reliability-engineer-mining-employer-first-au.docx",
    C(["Kirsty McAllister", "Kirsty McAllister BEng CPEng CMRP"], "kirsty.mcallister@example.com.au", "0491 570 884", ["Perth WA", "Perth WA (FIFO)", "Perth"]),
    [P("Senior Reliability Engineer", BHP, "2022-07", "Present", "Newman WA"),
     P("Reliability Engineer", BHP, "2019-02", "2022-06", "Newman WA"),
     P("Fixed Plant Maintenance Engineer", "Roy Hill", "2016-01", "2019-01", "Pilbara WA"),
     P("Graduate Mechanical Engineer", "Monadelphous", "2014-02", "2015-12", "Perth WA")],
    [Ed(["Bachelor of Engineering (Mechanical), Honours", "Bachelor of Engineering (Mechanical)"], ["Curtin University", "Curtin University, Perth"])],
    [["Chartered Professional Engineer (CPEng), Engineers Australia", "Chartered Professional Engineer (CPEng)", "Chartered Professional Engineer", "CPEng"],
     ["Certified Maintenance & Reliability Professional (CMRP), SMRP", "Certified Maintenance & Reliability Professional (CMRP)", "CMRP"],
     ["Vibration Analyst Category II (Mobius Institute)", "Vibration Analyst Category II"],
     ["Working at Heights", "Working at Heights, Confined Space Entry, WA Open Pit Induction"],
     ["Confined Space Entry", "Working at Heights, Confined Space Entry, WA Open Pit Induction"]],
    ["RCM", "FMECA", ["Weibull analysis"], ["Root cause analysis", "Root cause analysis (Apollo)", "RCA", "Apollo"], ["SAP PM"],
     ["Isograph Availability Workbench", "Availability Workbench"], ["Condition monitoring"], ["Oil analysis"],
     ["ISO 55000", "ISO 55000 asset management", "Asset management"], "Power BI", ["Stakeholder engagement"]],
    ["Newman", "Pilbara", "Rio Tinto", "FIFO"],
    [12.7, 12.85], ["Mechanical Engineers", "Industrial Engineers"], W)

# 25 ----------------------------------------------------------------------------------------------------------
add("25-electrical-design-mep-tables-in.docx",
    C(["Sandeep Reddy Gorantla", "G. Sandeep Reddy"], "sandeep.gorantla@example.in", "+91 90000 55231",
      ["Flat 4B, Sri Sai Residency, Kukatpally, Hyderabad, Telangana - 500072", "Kukatpally, Hyderabad, Telangana - 500072",
       "Kukatpally, Hyderabad, Telangana", "Hyderabad, Telangana - 500072", "Hyderabad, Telangana", "Hyderabad"]),
    [P("Electrical Design Engineer", ["Sterling and Wilson Pvt. Ltd.", "Sterling and Wilson"], "2021-03", "Present", "Hyderabad"),
     P("Junior Electrical Engineer", ["Voltas Limited (MEP Projects)", "Voltas Limited", "Voltas"], "2018-08", "2021-02", "Bengaluru"),
     P("Graduate Apprentice", ["Bharat Heavy Electricals Limited (BHEL)", "Bharat Heavy Electricals Limited", "BHEL"], "2017-07", "2018-07", "Hyderabad")],
    [Ed(["B.Tech (Electrical and Electronics Engineering)", "B.Tech Electrical and Electronics Engineering"], ["JNTU Hyderabad"])],
    [["Autodesk Certified User – Revit MEP", "Autodesk Certified User – Revit MEP (2020)", "Autodesk Certified User"],
     ["Electrical Supervisor Certificate of Competency, Telangana", "Electrical Supervisor Certificate of Competency"]],
    [["DIALux evo", "DIALux"], "AutoCAD", ["Revit MEP", "Revit"], "ETAP", ["Load calculation", "Load calculations"], ["Cable sizing"],
     ["Earthing design", "Earthing"], ["Lighting design"], ["Short-circuit calculations", "Short circuit"],
     ["Testing and commissioning", "Commissioning"], ["BOQ", "Bill of quantities"]],
    ["Hyderabad", "Bengaluru", "Kukatpally", "Single", "Declaration"],
    [8.3, 9.45], ["Electrical Engineers"], W)

# 26 ----------------------------------------------------------------------------------------------------------
add("26-building-services-engineer-header-ie.docx",
    C(["Niamh Gallagher", "Niamh Gallagher CEng MIEI"], "niamh.gallagher@example.ie", "+353 85 555 0117", ["Dublin 8"]),
    [P("Senior Mechanical Engineer", ["Homan O'Brien"], "2020", "Present", "Dublin"),
     P("Mechanical Engineer", ["Kirby Group Engineering", "Kirby Group"], "2017", "2020", "Limerick"),
     P(["Mechanical Engineer (contract)", "Mechanical Engineer"], "Mercury Engineering", "2016-06", "2017-03", ["Amsterdam, NL", "Amsterdam"]),
     P("Graduate Engineer", "Jacobs", "2014-09", "2016-05", "Dublin")],
    [Ed(["BEng (Hons) Building Services Engineering"], ["Dublin Institute of Technology (now TU Dublin)", "Dublin Institute of Technology", "TU Dublin"])],
    [["Chartered Engineer (CEng MIEI), Engineers Ireland", "Chartered Engineer (CEng MIEI)", "Chartered Engineer", "CEng MIEI"],
     ["Member, CIBSE", "CIBSE"], ["SOLAS Safe Pass", "Safe Pass"], ["NZEB Fundamentals (SEAI)", "NZEB Fundamentals"]],
    [["IES VE"], ["Revit MEP", "Revit"], ["AutoCAD MEP", "AutoCAD"], "Hevacomp", ["BIM 360"], ["Part L", "Part L / NZEB", "NZEB"],
     ["Heat pumps", "Heat pump"], ["Data centre cooling", "Data center cooling"], ["Cleanroom HVAC"], ["Client liaison"],
     ["CIBSE guides", "TM52", "TM54"]],
    ["Dublin", "Limerick", "Amsterdam", "Docklands"],
    [12.1, 12.3], ["Mechanical Engineers"], W)

# 27 ----------------------------------------------------------------------------------------------------------
add("27-chemical-eit-grad-one-page-us.docx",
    C(["Jasmine Okoro", "Jasmine Okoro, E.I.T."], "jasmine.okoro@example.com", "(225) 555-0148", ["Baton Rouge, LA"]),
    [P(["Process Engineer I (Contact Engineer, Hydrotreating)", "Process Engineer I", "Process Engineer"],
       ["ExxonMobil", "ExxonMobil — Baton Rouge Refinery", "ExxonMobil Baton Rouge Refinery"], "2024-06", "Present", "Baton Rouge, LA"),
     P("Process Engineering Co-op", ["Dow Chemical", "Dow Chemical — Louisiana Operations", "Dow Chemical Louisiana Operations"], "2023-01", "2023-08", "Plaquemine, LA"),
     P("Production Engineering Intern", "BASF", location="Geismar, LA"),
     P("Undergraduate Research Assistant", ["LSU Cain Department of Chemical Engineering", "Louisiana State University"], "2021", "2022")],
    [Ed(["Bachelor of Science in Chemical Engineering"], ["Louisiana State University", "Louisiana State University, Baton Rouge, LA"])],
    [["Engineer Intern (E.I.T.), Louisiana Professional Engineering and Land Surveying Board", "Engineer Intern (E.I.T.)", "Engineer Intern", "E.I.T.", "EIT"],
     ["OSHA 10"], ["Lean Six Sigma Yellow Belt"]],
    [["Aspen HYSYS", "HYSYS"], "Aspen Plus", "MATLAB", "Python", ["Excel/VBA", "Excel", "VBA"], ["PI ProcessBook"], ["P&ID review", "P&ID"],
     ["Mass & energy balances", "Mass and energy balances", "Mass balance"], "HAZOP", ["MOC", "Management of change"],
     ["PSM", "Process safety management"], ["Technical writing"], ["Teamwork"]],
    ["Baton Rouge", "Plaquemine", "Geismar", "Tau Beta Pi"],
    [2.3, 3.45], ["Chemical Engineers"], W)

# 28 ----------------------------------------------------------------------------------------------------------
add("28-civil-water-prEng-za.docx",
    C(["Thabo Mokoena", "Thabo Mokoena Pr.Eng"], "thabo.mokoena@example.co.za", "+27 82 555 0143", ["Centurion, Gauteng"]),
    [P("Associate", ["AECOM SA (Pty) Ltd", "AECOM SA", "AECOM"], "2020-01", "Present", "Centurion"),
     P("Senior Engineer", ["GIBB Engineering & Architecture", "GIBB"], "2014", "2019", "Johannesburg"),
     P("Candidate Engineer", "Rand Water", "2010", "2013", "Johannesburg")],
    [Ed(["MSc (Eng) Water Resources Engineering"], ["University of Pretoria", "University of Pretoria (part-time)"]),
     Ed(["BSc (Eng) Civil Engineering"], "University of the Witwatersrand")],
    [["Professional Engineer (Pr.Eng), Engineering Council of South Africa (ECSA)", "Professional Engineer (Pr.Eng)", "Professional Engineer", "Pr.Eng"],
     ["Member, South African Institution of Civil Engineering (SAICE)", "SAICE"],
     ["NEC3 ECC Project Manager accreditation", "NEC3 ECC Project Manager"]],
    ["WaterGEMS", "SewerGEMS", "HEC-RAS", "Civil 3D", "AutoCAD", "MS Project", ["Contract administration"],
     ["Hydraulic modelling", "Hydraulic modeling"], ["Pipeline design"], ["Project management"], ["FIDIC"], ["Mentoring", "Mentoring candidate engineers"]],
    ["Centurion", "Johannesburg", "Tshwane", "Associate"],
    [15.8, 16.95], ["Civil Engineers"], W)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
with open(out, "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations")
