#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Years: make/years.py (months, overlaps once, both ends included, as of 2026-11)."""
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


def add(file, contact, positions, education, certs, present, absent, years, occupation, warn_absent, warn_present=None):
    w = {"absent": warn_absent}
    if warn_present:
        w["present"] = warn_present
    E.append({"file": "files/" + file, "asOf": "2026-11-01", "contact": contact, "positions": positions,
              "education": education, "certifications": certs, "skills": {"present": present, "absent": absent},
              "totalYears": years, "occupation": occupation, "warnings": w})


def C(name, email, phone, location):
    return {"name": name, "email": email, "phone": phone, "location": location}


# 01 US CDL-A flatbed driver (txt) ------------------------------------------------------------------------------
add("01-cdl-a-flatbed-driver-us.txt",
    C(["Marcus D. Whitfield", "Marcus Whitfield"], "mwhitfield.cdl@example.com", "(806) 555-0143", ["Amarillo, TX 79109", "Amarillo, TX"]),
    [P(["Company Driver - Regional Flatbed", "Company Driver", "Regional Flatbed Driver", "Company Driver Regional Flatbed"], "Western Express", "2021-03", "Present", ["Amarillo TX", "Amarillo, TX"]),
     P("OTR Tanker Driver", "Quality Carriers", "2017-08", "2021-02", ["Houston TX", "Houston, TX"]),
     P(["OTR Driver (Dry Van)", "OTR Driver"], "Swift Transportation", "2015-06", "2017-07", ["Phoenix AZ", "Phoenix, AZ"]),
     P(["Yard Jockey / Dock Worker", "Yard Jockey"], ["Hobby Lobby Distribution Center", "Hobby Lobby"], "2012", "2015", ["Oklahoma City OK", "Oklahoma City, OK"])],
    [{"degree": ["High School Diploma"], "school": "Tascosa High School"},
     {"degree": ["CDL-A Training Program", "CDL-A Training"], "school": "Swift Driving Academy"}],
    [["Texas CDL Class A with H, N, T endorsements (Hazmat, Tanker, Doubles/Triples)", "Texas CDL Class A", "CDL Class A", "CDL-A"],
     ["TWIC Card", "TWIC Card (exp. 2028)", "TWIC"],
     ["DOT Medical Card", "DOT Medical Card - current"]],
    [["Load securement", "Flatbed load securement", "Cargo securement"], ["Hazmat", "Hazardous materials"],
     ["ELD", "ELD (Omnitracs, KeepTruckin)", "Electronic logging device", "Electronic logging devices"], "Omnitracs",
     ["Pre-trip inspection", "Pre-trip inspections"], ["Forklift", "Forklifts"], "Route planning", "Customer service",
     ["Backing and docking", "Backing"]],
    ["Amarillo", "Western Express", "Walmart", "Hobby Lobby", "Yard Jockey"],
    [13.9, 15.0], ["Heavy and Tractor-Trailer Truck Drivers"],
    STD + ["no-skills-section", "stated-years", "two-columns"])

# 02 UK warehouse / forklift, agency work, Covid gap (txt) -----------------------------------------------------
add("02-warehouse-forklift-agency-uk.txt",
    C("Daniel Kowalczyk", "dan.kowalczyk88@example.co.uk", "07700 900562",
      ["14 Mersey View, Widnes, Cheshire WA8 0QT", "Widnes, Cheshire WA8 0QT", "Widnes, Cheshire", "Widnes"]),
    [P(["Forklift Driver (Reach / Counterbalance)", "Forklift Driver"], ["Iceland Foods Distribution Centre", "Iceland Foods"], "2023-03", "Present", "Warrington"),
     P(["Warehouse Operative (through Adecco)", "Warehouse Operative"], ["Amazon MAN1", "Amazon", "Adecco"], "2021-10", "2023-02", "Manchester Airport"),
     P(["Driver's Mate (temporary)", "Driver's Mate"], "DHL Supply Chain", "2021-06", "2021-09", "Runcorn"),
     P(["Picker / Packer", "Picker/Packer", "Picker Packer"], "Boohoo", "2016-08", "2019-12", "Burnley"),
     P(["Kitchen Porter (part time)", "Kitchen Porter"], "The Swan Inn", "2014", "2016", "Widnes")],
    [{"degree": ["8 GCSEs including Maths and English", "8 GCSEs", "GCSEs"], "school": "Wade Deacon High School"}],
    [["RTITB Counterbalance (B1) and Reach (D1)", "RTITB Counterbalance", "Counterbalance (B1)", "Counterbalance and Reach FLT (RTITB)",
      "Counterbalance and Reach FLT", "FLT licence", "Forklift licence"],
     ["CSCS Green Labourer Card", "CSCS Green Card", "CSCS Labourer Card"],
     ["Level 2 Award in Health and Safety in the Workplace", "Health and Safety in the Workplace"],
     "Manual Handling"],
    [["Forklift", "Forklift driving", "Forklift operation", "Forklift operator"], ["Reach truck", "Reach"],
     ["Counterbalance", "Counterbalance forklift"], ["RF scanner", "RF scanners", "RF scanning", "Handheld scanner"],
     ["WMS", "WMS (Manhattan)", "Warehouse management system", "Warehouse management systems", "Manhattan"],
     ["Picking", "Order picking"], ["Packing"]],
    ["Widnes", "Iceland", "Adecco", "Boohoo", "Fishing", "Covid"],
    [10.0, 11.6], ["Industrial Truck and Tractor Operators", "Laborers and Freight", "Stockers and Order Fillers", "Packers and Packagers"],
    STD + ["stated-years", "two-columns"])

# 03 Ontario 309A electrician, Red Seal (txt) ------------------------------------------------------------------
add("03-red-seal-electrician-on-ca.txt",
    C(["Jason Tremblay", "Jason Tremblay, 309A"], "jtremblay.electric@example.ca", "905-555-0178", ["Hamilton, ON"]),
    [P("Journeyman Electrician", ["Guild Electric Ltd.", "Guild Electric"], "2022-01", "Present", "Toronto, ON"),
     P(["Electrical Apprentice (Years 2–4)", "Electrical Apprentice"], ["Hamilton Electrical Contractors Inc.", "Hamilton Electrical Contractors"], "2017-09", "2021-12", "Hamilton, ON"),
     P(["Electrical Apprentice (Year 1) / Helper", "Electrical Apprentice (Year 1)", "Electrical Apprentice", "Electrical Apprentice / Helper"], "Sparky's Home Electric", "2016-05", "2017-08", "Burlington, ON"),
     P("Seasonal Labourer", ["City of Hamilton, Parks Department", "City of Hamilton", "City of Hamilton Parks Department"], "2013", "2015")],
    [{"degree": ["Electrical Techniques (Pre-Apprenticeship) Certificate", "Electrical Techniques", "Electrical Techniques Certificate",
                 "Electrical Techniques (Pre-Apprenticeship)"], "school": "Mohawk College"},
     {"degree": ["OSSD", "Ontario Secondary School Diploma"], "school": "Westdale Secondary School"}],
    [["Certificate of Qualification - Construction and Maintenance Electrician 309A (Red Seal)", "Certificate of Qualification",
      "Construction and Maintenance Electrician 309A", "Construction and Maintenance Electrician 309A (Red Seal)", "309A", "Red Seal"],
     ["Working at Heights", "Working at Heights (MLITSD approved)"], ["WHMIS 2015", "WHMIS"],
     ["Elevating Work Platform (scissor & boom)", "Elevating Work Platform", "EWP"],
     ["Standard First Aid & CPR Level C", "Standard First Aid", "First Aid & CPR", "Standard First Aid and CPR Level C"]],
    ["Conduit bending", ["Blueprints", "Blueprint reading", "Reading blueprints"], ["Motor controls", "Motor control"], "Troubleshooting",
     ["PLC", "PLCs", "PLC basics", "Allen-Bradley", "PLC basics (Allen-Bradley)"], ["Fire alarm", "Fire alarm systems", "Fire alarm verification"],
     ["VFDs", "VFD", "Variable frequency drives"], ["Megger", "Fluke meters", "Fluke", "Fluke meters & megger"],
     ["Mentoring", "Mentoring apprentices", "Teamwork and mentoring apprentices", "Teamwork"]],
    ["Hamilton", "Guild Electric", "Burlington", "Journeyman", "Sparky"],
    [10.5, 11.9], ["Electricians"],
    STD + ["no-skills-section", "stated-years", "two-columns"])

# 04 NSW carpenter, tab-separated rows, "2019–21", "2022 – now" (txt) -------------------------------------------
add("04-white-card-carpenter-au.txt",
    C("Liam O'Connell", "liam.oconnell.carp@example.com.au", "0412 555 019", ["Penrith NSW 2750", "Penrith NSW", "Penrith"]),
    [P("Leading Hand Carpenter", "Mirvac", "2022", "Present", ["Sydney (various sites)", "Sydney"]),
     P("Carpenter", "Hutchinson Builders", "2019", "2021", "Parramatta"),
     P("Apprentice Carpenter", ["JR Carpentry & Building", "JR Carpentry and Building"], "2015", "2019", "Penrith"),
     P(["Labourer (casual)", "Labourer"], "Western Sydney Landscapes", "2014", "2015", "St Marys")],
    [{"degree": ["Certificate III in Carpentry", "Cert III in Carpentry"], "school": ["TAFE NSW Nepean", "TAFE NSW"]},
     {"degree": ["Year 12 (HSC)", "HSC", "Year 12", "Higher School Certificate"], "school": "Jamison High School"}],
    [["White Card", "White Card (General Construction Induction)"], "Working at Heights",
     ["EWP Licence", "EWP Licence (Yellow Card)", "EWP Licence (Yellow Card, under 11m)"],
     ["NSW Contractor Licence - Carpentry", "NSW Contractor Licence", "NSW Contractor Licence - Carpentry (No. 345678C)", "Contractor Licence"],
     ["First Aid (HLTAID011)", "First Aid", "HLTAID011"]],
    [["Framing", "Framing (wall, roof, floor)", "Wall framing"], "Formwork", ["Fit-off", "Fit-off / second fix", "Second fix"],
     ["Reading plans", "Reading plans & set out", "Set out", "Setting out", "Plan reading"], ["Nail guns", "Nail gun"],
     ["Circular saw", "Drop saw"], ["Decking", "Decks", "Decking & pergolas"], "Laser level", ["Team leading", "Team leadership"]],
    ["Penrith", "Mirvac", "Parramatta", "St Marys", "Ute"],
    [11.9, 13.0], ["Carpenters", "First-Line Supervisors of Construction"],
    STD + ["no-skills-section", "stated-years", "two-columns"])

# 05 US line cook, short jobs, "Jan. 2024 to date", "Summer 2022" (txt) -----------------------------------------
add("05-line-cook-short-jobs-us.txt",
    C("Angela Ruiz", "angieruiz.cooks@example.com", "(503) 555-0134", ["Portland, OR"]),
    [P("Lead Line Cook", ["Departure Restaurant + Lounge", "Departure Restaurant and Lounge", "Departure Restaurant"], "2024-01", "Present", "Portland, OR"),
     P("Line Cook", "Olive Garden", "2022-08", "2023-12", "Beaverton, OR"),
     P(["Prep Cook (seasonal)", "Prep Cook"], "Timberline Lodge", location="Government Camp, OR"),
     P("Cook", "Burgerville", "2020-03", "2022-04", "Gresham, OR"),
     P(["Dishwasher / Prep", "Dishwasher/Prep", "Dishwasher"], ["Elmer's Restaurant", "Elmer's"], "2018", "2020", "Gresham, OR")],
    [{"degree": ["Culinary Assistant Program (certificate)", "Culinary Assistant Program", "Culinary Assistant Certificate", "Certificate"],
      "school": "Portland Community College"},
     {"degree": ["Diploma", "High School Diploma"], "school": "Gresham High School"}],
    [["ServSafe Food Protection Manager", "ServSafe Food Protection Manager (exp. 2028)", "ServSafe", "ServSafe Manager"],
     ["Oregon Food Handlers Card", "Food Handlers Card", "Food Handler Card"], "OLCC Service Permit"],
    [["Sauté", "Saute"], ["Grill", "Grilling"], "Knife skills",
     ["Food safety", "Food safety & sanitation", "Food safety and sanitation", "Sanitation"], ["Inventory", "Inventory management"],
     ["Catering", "Banquets", "Banquets/catering"], ["Spanish", "Bilingual English/Spanish", "Bilingual"], "Teamwork"],
    ["Portland", "Olive Garden", "Gresham", "Sous Chef", "Lounge"],
    [7.8, 8.9], ["Cooks", "Chefs"],
    STD + ["stated-years", "two-columns"])

# 06 Indian 6G pipe welder in the Gulf, stated total above dated total (txt) -----------------------------------
add("06-6g-pipe-welder-gulf-in.txt",
    C("Mohammed Irfan Shaikh", "irfan.welder6g@example.com", ["+91 90000 55512", "+966 50 555 0148"],
      ["Bhiwandi, Dist. Thane, Maharashtra - 421302", "Bhiwandi, Dist. Thane, Maharashtra", "Bhiwandi", "Bhiwandi, Maharashtra",
       "Plot 12, Near Jama Masjid, Bhiwandi, Dist. Thane, Maharashtra - 421302", "Bhiwandi, Thane, Maharashtra", "Thane, Maharashtra",
       "Bhiwandi, Dist. Thane, Maharashtra 421302"]),
    [P(["Pipe Welder (6G)", "Pipe Welder"], ["Nesma & Partners Contracting Co. Ltd.", "Nesma & Partners", "Nesma and Partners Contracting Co Ltd"],
       "2020-01", "Present", ["Jubail, Saudi Arabia", "Jubail"]),
     P(["TIG / ARC Welder", "TIG/ARC Welder"], ["Larsen & Toubro Ltd. (Hydrocarbon)", "Larsen & Toubro Ltd.", "Larsen & Toubro", "L&T"],
       "2017-03", "2019-11", ["Abu Dhabi, UAE", "Abu Dhabi"]),
     P("Welder", ["Essar Projects (India) Ltd.", "Essar Projects"], "2015-08", "2016-12", ["Jamnagar, Gujarat", "Jamnagar"])],
    [{"degree": ["I.T.I. - Welder (Gas & Electric)", "ITI - Welder (Gas & Electric)", "I.T.I.", "ITI", "Welder (Gas & Electric)", "ITI Welder",
                 "I.T.I. Welder (Gas & Electric)", "I.T.I. - Welder"],
      "school": ["Govt. I.T.I. Bhiwandi", "Government ITI Bhiwandi", "Govt ITI Bhiwandi"]},
     {"degree": ["S.S.C. (10th)", "S.S.C.", "SSC", "SSC (10th)"], "school": "Maharashtra State Board"}],
    [["6G TIG/SMAW Qualified Welder - ASME Section IX", "6G TIG/SMAW Qualified Welder", "ASME Section IX",
      "6G TIG/SMAW Qualified Welder - ASME Section IX (tested by TUV Rheinland, 2019)"],
     ["3G / 4G FCAW Plate Welder - AWS D1.1", "3G / 4G FCAW Plate Welder", "AWS D1.1"]],
    [["GTAW", "GTAW (TIG)", "TIG welding", "TIG"], ["SMAW", "SMAW (ARC)", "Arc welding", "Stick welding"], ["FCAW", "Flux-cored arc welding"],
     ["Isometric drawing reading", "Isometric drawings", "Reading isometric drawings"], ["WPS", "Welding procedure specification"],
     "Grinding", "Gas cutting", ["Pre-heating", "Preheating"]],
    ["Bhiwandi", "Jubail", "Nesma", "Passport", "Declaration", "Married"],
    [10.9, 11.3], ["Welders"],
    STD + ["no-skills-section", "two-columns"], ["stated-years"])

# 07 Irish PSA security officer, two current part-time jobs, travel gap (txt) ----------------------------------
add("07-psa-security-two-jobs-ie.txt",
    C(["Seán Brennan", "Sean Brennan"], "seanbrennan.security@example.ie", "087 555 0192", ["Tallaght, Dublin 24", "Tallaght", "Dublin 24"]),
    [P(["Static Security Officer (part-time, 24 hrs/wk)", "Static Security Officer", "Static Security Officer (part-time)"],
       ["Noonan Services Group", "Noonan Services Group - The Square Shopping Centre", "Noonan"], "2023-02", "Present",
       ["The Square Shopping Centre, Tallaght", "Tallaght"]),
     P(["Door Supervisor (weekends)", "Door Supervisor"], ["Event Security Ireland Ltd.", "Event Security Ireland"], "2021-09", "Present", "Dublin 2"),
     P("Retail Security Officer", ["Securitas Ireland", "Securitas Ireland - Penneys", "Securitas"], "2019-06", "2021-08"),
     P("Night Porter", ["Maldron Hotel Tallaght", "Maldron Hotel"], "2017", "2019")],
    [{"degree": ["QQI Level 4 Security Studies", "Security Studies", "QQI Level 4"], "school": "Dublin Security Training Centre"},
     {"degree": ["Leaving Certificate Applied", "Leaving Certificate"], "school": ["St. Mark's Community School", "St. Mark's Community School, Tallaght"]}],
    [["PSA Licence", "PSA Licence: Door Supervisor and Static Guarding", "PSA Licence: Door Supervisor and Static Guarding (No. 123456, valid to 03/2027)",
      "PSA Licence - Door Supervisor and Static Guarding"],
     ["Safe Pass", "Safe Pass (SOLAS)"], ["Occupational First Aid", "Occupational First Aid (QQI Level 5)"], "Manual Handling"],
    [["CCTV", "CCTV monitoring"], "Access control", ["Patrols", "Patrolling", "Patrol"],
     ["Incident reports", "Incident reporting", "Writing incident reports", "Report writing"], "Conflict resolution",
     ["Crowd control", "Door and crowd control"], "Loss prevention"],
    ["Tallaght", "Noonan", "Penneys", "Australia", "Aviva Stadium"],
    [8.6, 10.0], ["Security Guards"],
    STD + ["stated-years", "two-columns"])

# 08 US HVAC tech, Army veteran, two titles under one employer (txt) -------------------------------------------
CHAS = ["Chas Roberts Air Conditioning & Plumbing", "Chas Roberts Air Conditioning and Plumbing", "Chas Roberts"]
add("08-hvac-tech-army-vet-us.txt",
    C(["Ricardo \"Rick\" Alvarez", "Ricardo Alvarez", "Ricardo Rick Alvarez", "Rick Alvarez"], "rick.alvarez.hvac@example.com", "480-555-0167",
      ["Mesa, AZ 85203", "Mesa, AZ"]),
    [P("Senior HVAC Service Technician", CHAS, "2022-04", "Present", "Phoenix, AZ"),
     P("HVAC Service Technician", CHAS, "2019-06", "2022-03", "Phoenix, AZ"),
     P("HVAC Installer", ["Goettl Air Conditioning", "Goettl"], "2017-08", "2019-05", "Phoenix, AZ"),
     P(["Utilities Equipment Repairer (91C)", "Utilities Equipment Repairer"], ["U.S. Army", "US Army", "United States Army"], "2013", "2017", "Fort Bliss, TX")],
    [{"degree": ["HVAC Technician Diploma", "Diploma"], "school": ["The Refrigeration School (RSI)", "The Refrigeration School", "Refrigeration School", "RSI"]},
     {"degree": ["Diploma", "High School Diploma"], "school": "Mesa High School"}],
    [["EPA Section 608 Universal", "EPA 608 Universal", "EPA 608"],
     ["NATE Core + Air Conditioning and Heat Pump Service", "NATE", "NATE Certified", "NATE Core"],
     ["OSHA 10-Hour Construction", "OSHA 10", "OSHA 10-Hour"]],
    [["Refrigerant recovery", "Refrigerant recovery and charging", "Refrigerant charging"], ["Electrical troubleshooting", "Troubleshooting"],
     "Multimeter", "Manometer", "Brazing", "Ductwork", "ServiceTitan", ["Customer communication", "Customer service", "Communication"],
     ["Heat pumps", "Heat pump"]],
    ["Mesa", "Fort Bliss", "Goettl", "Specialist"],
    [12.9, 14.0], ["Heating, Air Conditioning"],
    STD + ["no-skills-section", "stated-years", "two-columns"])

# 09 UK hospital/office cleaner, half a page, year-only dates, referees with phones (txt) -----------------------
add("09-office-hospital-cleaner-uk.txt",
    C("Grace Mensah", "gracemensah1979@example.com", "07700 900314", ["12 Albion Street, Luton LU2 0DP", "Luton LU2 0DP", "Luton"]),
    [P("Domestic Assistant", ["Luton & Dunstable Hospital (Bedfordshire Hospitals NHS Trust)", "Luton & Dunstable Hospital", "Luton and Dunstable Hospital",
                               "Bedfordshire Hospitals NHS Trust"], "2019", "Present"),
     P(["Office Cleaner (part time evenings)", "Office Cleaner"], ["OCS Group", "OCS"], "2016", "2019", "Luton"),
     P("Housekeeper", ["Travelodge Luton Central", "Travelodge"], "2013", "2016"),
     P(["Domestic Cleaner (self employed)", "Domestic Cleaner"], ["Self employed", "Self-employed", "Private houses in Luton and Dunstable", "Private houses"],
       "2011", "2013")],
    [{"degree": ["NVQ Level 2 Cleaning and Support Services", "NVQ Level 2"]}],
    [["Food Hygiene Level 2", "Level 2 Food Hygiene"], "Manual Handling"],
    ["COSHH", ["Infection control", "Infection Prevention and Control"], ["Deep cleaning", "Deep cleans"], "Colour coding", "Health and safety"],
    ["Luton", "Travelodge", "Clarke", "Okafor", "Dunstable"],
    [14.9, 16.0], ["Janitors and Cleaners", "Maids and Housekeeping Cleaners"],
    ["no-email", "no-phone", "no-name", "no-experience-section", "position-without-dates", "position-without-company", "placeholders",
     "stated-years", "two-columns"], ["no-skills-section"])

# 10 US cashier -> front-end lead, availability line, two titles at Target (txt) --------------------------------
add("10-cashier-to-front-end-lead-us.txt",
    C("Brianna Lee Jackson", "bri.jackson04@example.com", "937-555-0129", ["1405 Elm St Apt 3B, Dayton, OH 45410", "Dayton, OH 45410", "Dayton, OH"]),
    [P("Front End Team Lead", "Target", "2024-09", "Present", "Beavercreek, OH"),
     P(["Cashier / Guest Advocate", "Cashier/Guest Advocate", "Cashier"], "Target", "2022-06", "2024-09", "Beavercreek, OH"),
     P("Courtesy Clerk", "Kroger", "2021-04", "2022-05", "Kettering, OH"),
     P("Crew Member", "Dairy Queen", location="Dayton, OH")],
    [{"degree": "High School Diploma", "school": "Belmont High School"}],
    [["CPR/First Aid", "CPR/First Aid - American Red Cross", "CPR", "First Aid"]],
    [["POS systems", "POS", "NCR", "POS systems (NCR)"], "Cash handling", "Customer service", "Merchandising",
     ["Inventory counts", "Inventory"], "Conflict resolution", "Scheduling", ["Spanish", "Spanish (basic)"]],
    ["Dayton", "Target", "Kroger", "Blizzards", "Key Holder"],
    [5.6, 6.0], ["Cashiers", "First-Line Supervisors of Retail Sales Workers", "Retail Salespersons"],
    STD + ["no-skills-section", "stated-years", "two-columns"])

# 11 BC seasonal landscaper, "May-Oct 2020", summers (txt) -----------------------------------------------------
add("11-seasonal-landscaper-bc-ca.txt",
    C("Tyler Mackenzie", "tyler.mackenzie.land@example.ca", "250-555-0148", ["Kelowna, BC"]),
    [P(["Crew Lead, Hardscape", "Crew Lead"], "Okanagan Greenworks Landscaping", "2023-04", "Present", ["Kelowna BC", "Kelowna, BC"]),
     P("Landscape Labourer", "Okanagan Greenworks Landscaping", "2021-04", "2022-11", ["Kelowna BC", "Kelowna, BC"]),
     P(["Irrigation Technician (seasonal)", "Irrigation Technician"], ["Valley Irrigation & Lawn Ltd.", "Valley Irrigation & Lawn"], "2020-05", "2020-10",
       ["West Kelowna BC", "West Kelowna, BC"]),
     P(["Lift Operator (winter)", "Lift Operator"], "Big White Ski Resort", "2019-12", "2020-04", ["Kelowna BC", "Kelowna, BC"]),
     P(["Groundskeeper (summer student)", "Groundskeeper"], ["City of Kelowna Parks", "City of Kelowna"])],
    [{"degree": ["Horticulture Technician Foundation Certificate", "Horticulture Technician Foundation"], "school": "Okanagan College"},
     {"degree": "Dogwood Diploma", "school": "Kelowna Secondary School"}],
    [["BC Pesticide Applicator Certificate (Landscape category)", "BC Pesticide Applicator Certificate", "Pesticide Applicator Certificate"],
     ["Occupational First Aid Level 1", "Occupational First Aid"],
     ["Class 5 + Air Brake (Q) endorsement", "Class 5 + Air Brake", "Air Brake endorsement", "Air Brake"], ["WHMIS 2015", "WHMIS"]],
    [["Hardscaping", "Hardscape"], ["Paver installation", "Pavers"], ["Irrigation", "Irrigation repair"], ["Skid steer", "Bobcat"],
     "Mini excavator", "Lawn care", "Snow removal", "Plant identification", ["Crew leadership", "Leadership"]],
    ["Kelowna", "Big White", "Okanagan", "Dogwood"],
    [5.9, 6.9], ["Landscaping and Groundskeeping Workers", "First-Line Supervisors of Landscaping"],
    STD + ["stated-years", "two-columns"])

# 12 US ASE auto technician, one pipe-separated line per job (txt) ---------------------------------------------
add("12-ase-auto-technician-pipes-us.txt",
    C("DeShawn Carter", "deshawn.carter.tech@example.com", "404-555-0193", ["Atlanta, GA"]),
    [P("Master Technician", "Hennessy Toyota", "2021", "Present", "Morrow, GA"),
     P("Automotive Technician", "Firestone Complete Auto Care", "2017", "2021", "Decatur, GA"),
     P("Lube Technician", "Jiffy Lube", "2015", "2017", "Stone Mountain, GA"),
     P(["Tire & Lube Tech (part-time)", "Tire & Lube Tech"], ["Walmart Auto Care Center", "Walmart Auto Care Centers", "Walmart"], "2014", "2015", "Lithonia, GA")],
    [{"degree": ["A.A.S. Automotive Technology", "AAS Automotive Technology", "A.A.S."], "school": "Atlanta Technical College"},
     {"degree": "High School Diploma", "school": "Stephenson High School"}],
    [["ASE Master Automobile Technician (A1–A8)", "ASE Master Automobile Technician", "ASE Master Certified", "ASE Master"],
     ["ASE L1 Advanced Engine Performance Specialist", "ASE L1"], ["EPA Section 609 (Mobile A/C)", "EPA Section 609", "EPA 609"],
     ["Toyota Certified Technician – Expert", "Toyota Certified Technician"]],
    ["Techstream", "Mitchell 1", "ALLDATA", ["Alignments", "Wheel alignment", "Hunter alignment", "Alignment"], ["Brakes", "Brake repair"],
     ["Engine diagnostics", "Diagnostics"], "Suspension", ["Scan tools", "Scan tool", "Snap-on Zeus scanner"]],
    ["Atlanta", "Decatur", "Jiffy Lube", "Prius", "Morrow"],
    [11.9, 13.0], ["Automotive Service Technicians"],
    STD + ["stated-years", "two-columns"])

# 13 US journeyman plumber, dark sidebar (pdf) ------------------------------------------------------------------
add("13-journeyman-plumber-sidebar-us.pdf",
    C("Eric Lindqvist", "eric.lindqvist.plumbing@example.com", "(612) 555-0175", ["Minneapolis, MN 55406", "Minneapolis, MN"]),
    [P("Journeyman Plumber", "Metropolitan Mechanical Contractors", "2021-05", "Present", "Eden Prairie, MN"),
     P("Apprentice Plumber", "Egan Company", "2016-08", "2021-04", "Brooklyn Park, MN"),
     P(["Plumber's Helper", "Plumbers Helper"], "Roto-Rooter", "2014-06", "2016-07", "St. Paul, MN")],
    [{"degree": ["Plumbing Apprenticeship (5-year program)", "Plumbing Apprenticeship"], "school": ["Plumbers Local 15 Training Center"]},
     {"degree": "High School Diploma", "school": "Roosevelt High School"}],
    [["Minnesota Journeyworker Plumber License", "Minnesota Journeyworker Plumber License (#PJ012345)", "Journeyworker Plumber License"],
     ["ASSE 6010 Medical Gas Installer", "ASSE 6010"], ["Backflow Prevention Tester (MN)", "Backflow Prevention Tester"],
     ["OSHA 30-Hour Construction", "OSHA 30"]],
    [["Rough-in & finish plumbing", "Rough-in", "Rough-in plumbing"], "PEX", ["Soldering", "ProPress", "ProPress & soldering"],
     ["Water heaters", "Water heaters & boilers", "Boilers"], "Backflow testing", "Blueprint reading",
     ["Drain cleaning", "Drain cleaning & camera inspection"], ["Medical gas", "Medical gas piping"]],
    ["Minneapolis", "Egan", "Roto-Rooter", "Local 15"],
    [12.3, 12.6], ["Plumbers"],
    STD + ["stated-years"], ["two-columns"])

# 14 UK junior sous chef, right-aligned flex dates, furlough inside a job (pdf) --------------------------------
add("14-chef-de-partie-uk.pdf",
    C("Jordan Pryce", "jordan.pryce.chef@example.co.uk", "07700 900776", ["Bristol BS3", "Bristol"]),
    [P("Junior Sous Chef", "Hotel du Vin", "2024-02", "Present", "Bristol"),
     P("Chef de Partie", "Côte Brasserie", "2021-06", "2024-01", "Bath"),
     P("Commis Chef", ["The Royal Crescent Hotel & Spa", "The Royal Crescent Hotel and Spa", "Royal Crescent Hotel & Spa"], "2019-09", "2021-05", "Bath"),
     P(["Kitchen Porter / Breakfast Cook", "Kitchen Porter / Breakfast Cook (part-time)", "Kitchen Porter"],
       ["J D Wetherspoon", "J D Wetherspoon, The Westgate", "JD Wetherspoon", "The Westgate"], "2017", "2019", ["Bath", "The Westgate, Bath"])],
    [{"degree": "Level 3 Diploma in Advanced Professional Cookery", "school": "City of Bath College"},
     {"degree": "Level 2 Diploma in Professional Cookery", "school": "City of Bath College"},
     {"degree": ["GCSEs (6 at grade 4–7)", "GCSEs", "6 GCSEs"], "school": "Beechen Cliff School"}],
    [["Level 3 Award in Food Safety in Catering", "Level 3 Award in Food Safety in Catering (Highfield)", "Food Safety Level 3"],
     ["Level 2 Award in Allergen Awareness", "Allergen Awareness"], ["Level 2 HACCP", "HACCP Level 2", "HACCP"]],
    ["Menu development", "Butchery", ["Fish preparation", "Butchery and fish preparation"], "Sauces", ["Pastry", "Pastry basics"], "HACCP",
     "Allergen management", ["Stock control", "Stock control and ordering"], ["Food cost", "Food cost and GP", "Food costing"],
     ["Training junior chefs", "Training"]],
    ["Bristol", "Bath", "Wetherspoon", "Westgate", "Furloughed"],
    [8.9, 10.0], ["Chefs and Head Cooks", "Cooks"],
    STD + ["stated-years", "two-columns"])

# 15 Victorian forklift operator, dates in a table column (pdf) ------------------------------------------------
add("15-forklift-logistics-table-au.pdf",
    C("Tevita Fifita", "tevita.fifita@example.com.au", "0491 570 110", ["Dandenong VIC 3175", "Dandenong VIC", "Dandenong"]),
    [P(["Forklift Operator / Leading Hand", "Forklift Operator"], ["Toll Group – Toll Contract Logistics", "Toll Group", "Toll Contract Logistics"],
       "2022-03", "Present", "Truganina VIC"),
     P(["Storeperson / Forklift Driver", "Storeperson"], ["Woolworths Distribution Centre", "Woolworths"], "2019-07", "2022-02", "Dandenong South VIC"),
     P(["Pick Packer (casual)", "Pick Packer"], ["Programmed Skilled Workforce", "Programmed Skilled Workforce – placed at Bunnings DC", "Bunnings DC", "Bunnings"],
       "2018-01", "2019-06", "Altona VIC"),
     P(["Delivery Driver (MR truck)", "Delivery Driver"], "Dandy Removals", "2016", "2017", "Dandenong VIC")],
    [{"degree": "Certificate III in Supply Chain Operations", "school": ["Chisholm Institute", "Chisholm Institute, Dandenong"]},
     {"degree": ["Victorian Certificate of Education (VCE)", "VCE", "Victorian Certificate of Education"], "school": "Dandenong High School"}],
    [["High Risk Work Licence – Forklift (LF)", "High Risk Work Licence - Forklift", "Forklift (LF)", "LF", "Forklift Licence"],
     ["High Risk Work Licence – Order Picker (LO)", "High Risk Work Licence - Order Picker", "Order Picker (LO)", "LO"],
     ["MR (Medium Rigid) Driver Licence", "MR Driver Licence", "MR Licence"], ["First Aid (HLTAID011)", "First Aid", "HLTAID011"],
     ["Reach Truck (VOC)", "Reach Truck"]],
    [["Counterbalance", "Counterbalance forklift"], "Reach truck", "Order picker", ["RF scanning", "RF scanner"], "Voice picking",
     ["SAP EWM", "SAP"], "Load restraint", ["Chain of Responsibility", "Chain of Responsibility (CoR)", "CoR"],
     ["Stocktakes", "Cycle counts", "Stocktakes / cycle counts"], ["Team leading", "Training new starters"]],
    ["Dandenong", "Toll", "Woolworths", "Bunnings", "Truganina"],
    [9.9, 11.0], ["Industrial Truck and Tractor Operators", "Laborers and Freight", "Stockers and Order Fillers", "First-Line Supervisors of Helpers, Laborers"],
    STD + ["stated-years"])

# 16 Kansas CNC machinist, table rows with right-hand dates (pdf) ----------------------------------------------
add("16-cnc-machinist-aerospace-us.pdf",
    C("Kayla Brandt", "kayla.brandt.cnc@example.com", "(316) 555-0186", ["Wichita, KS 67212", "Wichita, KS"]),
    [P("CNC Machinist II", "Spirit AeroSystems", "2021-03", "Present", "Wichita, KS"),
     P("CNC Operator", "Textron Aviation", "2018-01", "2021-02", "Wichita, KS"),
     P("Production Associate", ["The Coleman Company", "Coleman Company", "Coleman"], "2016-06", "2017-12", "Wichita, KS")],
    [{"degree": ["Certificate, Machining Technology", "Certificate in Machining Technology", "Machining Technology"], "school": "WSU Tech"},
     {"degree": "High School Diploma", "school": "Derby High School"}],
    [["NIMS Machining Level I – CNC Milling: Operations", "NIMS Machining Level I", "NIMS"], ["OSHA 10-Hour General Industry", "OSHA 10"],
     ["Lean Six Sigma Yellow Belt", "Six Sigma Yellow Belt"], ["Forklift Operator (company certified)", "Forklift Operator", "Forklift"]],
    [["Haas", "Haas and Mazak mills and lathes", "Mazak", "CNC milling", "CNC machining"], ["Fanuc", "Fanuc and Mazatrol controls", "Mazatrol"],
     ["G-code", "G-code editing"], "Blueprint reading", "GD&T", ["Micrometers", "Calipers"], ["CMM", "CMM (basic)"], "Mastercam",
     ["5S", "5S and Kaizen"], "SPC"],
    ["Wichita", "Spirit", "Textron", "Coleman", "Derby"],
    [10.4, 10.6], ["Computer Numerically Controlled Tool", "Machinists"],
    STD + ["stated-years", "two-columns"])

# 17 Ontario AZ driver, two-column grid, dates on their own line (pdf) ------------------------------------------
add("17-az-driver-cross-border-2col-ca.pdf",
    C("Harpreet Singh Gill", "hsgill.az@example.com", "647-555-0112", ["Brampton, ON L6R 0K1", "Brampton, ON"]),
    [P(["Long Haul Driver (Cross-Border)", "Long Haul Driver"], "Challenger Motor Freight", "2020-06", "Present", "Cambridge, ON"),
     P("AZ Company Driver", ["Maple Line Transport Inc.", "Maple Line Transport"], "2018-02", "2020-05", "Mississauga, ON"),
     P("Warehouse Associate", ["Canadian Tire Distribution Centre", "Canadian Tire"], "2016", "2018", "Brampton, ON")],
    [{"degree": ["AZ Licence Training (MELT)", "AZ Licence Training"], "school": "Royal Truck Driving School"},
     {"degree": ["Senior Secondary (12th)", "Senior Secondary"], "school": "Punjab School Education Board"}],
    [["Ontario AZ Licence (Z endorsement – air brakes)", "Ontario AZ Licence", "AZ Licence"], ["FAST Card", "FAST"], ["TDG Certificate", "TDG"],
     "WHMIS", ["Forklift Certificate", "Forklift"]],
    [["Cross-border documentation", "Customs paperwork"], ["Reefer", "Reefer and dry van"], "Dry van", ["Super-B", "Super-B trains"],
     ["ELD", "ELD / hours of service", "Hours of service"], "Trip planning", "Circle checks", "Customer service", "Punjabi"],
    ["Brampton", "Challenger", "Cambridge", "Sarnia", "Windsor", "California"],
    [9.9, 11.0], ["Heavy and Tractor-Trailer Truck Drivers"],
    STD + ["stated-years"], ["two-columns"])

# 18 Kerala electrician in Dubai FM, bordered tables (pdf) ------------------------------------------------------
add("18-electrical-technician-dubai-in.pdf",
    C("Rajesh Kumar Pillai", "rajesh.pillai.elec@example.com", ["+971 50 555 0134", "+91 94470 55501"],
      ["Al Nahda, Sharjah, UAE", "Sharjah, UAE", "Al Nahda, Sharjah", "Sharjah"]),
    [P(["MEP Maintenance Technician (Electrical)", "MEP Maintenance Technician"], "Emrill Services LLC", "2019-08", "Present", "Dubai, UAE"),
     P("Electrician", "Farnek Services LLC", "2016-04", "2019-07", "Dubai, UAE"),
     P(["Wireman / Electrician", "Wireman/Electrician", "Wireman"], ["Sreedevi Electricals (KSEB licensed contractor)", "Sreedevi Electricals"],
       "2012-06", "2016-02", "Kochi, Kerala")],
    [{"degree": ["ITI – Electrician (NCVT)", "ITI - Electrician", "ITI Electrician", "ITI", "Electrician (NCVT)", "ITI – Electrician"],
      "school": ["Govt. ITI Kalamassery", "Government ITI Kalamassery", "Govt ITI Kalamassery"]},
     {"degree": ["Higher Secondary (Plus Two)", "Higher Secondary", "Plus Two"], "school": "Kerala Board of Higher Secondary Education"},
     {"degree": "SSLC", "school": "Kerala State Board"}],
    [["Wireman Licence – Kerala State Electrical Licensing Board", "Wireman Licence"],
     ["Emergency First Aid at Work", "Emergency First Aid at Work (2022)"], ["Working at Height", "Working at Height (2023)"]],
    [["LV switchgear", "LV panels", "Switchgear"], ["Motor control circuits", "Motor control", "Motor starters"], ["VFD", "VFD basics", "Variable frequency drives"],
     ["Megger", "Megger testing", "Megger and multimeter testing", "Insulation resistance testing"], "Multimeter", ["Earthing", "Grounding"],
     ["Maximo", "CAFM", "CAFM / Maximo work orders"], ["Preventive maintenance", "Preventive maintenance (PPM)", "PPM", "Planned preventive maintenance"],
     ["Reading electrical drawings", "Single line diagrams", "Electrical drawings"]],
    ["Sharjah", "Emrill", "Farnek", "Kochi", "Passport"],
    [14.3, 14.5], ["Electricians", "Maintenance and Repair Workers", "Electrical and Electronics Repairers"],
    STD + ["stated-years", "two-columns"])

# 19 Galway bar supervisor, working holiday in Sydney, part-time and summer jobs at university (pdf) -----------
add("19-bar-supervisor-working-holiday-ie.pdf",
    C("Aoife Gallagher", "aoife.gallagher@example.ie", "086 555 0173", ["Salthill, Galway", "Galway"]),
    [P("Bar Supervisor", "The Quays Bar", "2024-04", "Present", "Galway"),
     P("Bartender", ["Merivale – Ivy Bar", "Merivale", "Ivy Bar"], "2022-10", "2024-02", ["Sydney, Australia", "Sydney"]),
     P(["Barista / Waitress", "Barista"], "Three Blue Ducks", "2022-06", "2022-09", ["Bronte, Australia", "Bronte"]),
     P(["Lounge Staff", "Lounge Staff (part-time, while at university)"], ["The Ardilaun Hotel", "Ardilaun Hotel"], "2020-09", "2022-04", "Galway"),
     P(["Waitress", "Waitress (summer seasons)"], ["The g Hotel & Spa", "The g Hotel and Spa", "The g Hotel"], "2019", "2021", "Galway")],
    [{"degree": ["BA English and Sociology", "BA", "BA in English and Sociology"], "school": "University of Galway"},
     {"degree": "Leaving Certificate", "school": ["Salerno Secondary School", "Salerno Secondary School, Salthill"]}],
    [["RSA – Responsible Service of Alcohol (NSW)", "RSA", "Responsible Service of Alcohol", "Responsible Service of Alcohol (NSW)"],
     ["HACCP Level 1", "HACCP Level 1 (Food Safety Authority of Ireland approved)"], "Manual Handling",
     ["Barista Skills Foundation (SCA)", "Barista Skills Foundation", "SCA Barista Skills Foundation"]],
    [["Cocktails", "Cocktail making"], "Cash handling", ["Lightspeed", "Lightspeed EPOS", "EPOS"], ["Stock control", "Stock takes", "Stocktaking"],
     ["Rostering", "Rosters"], "Latte art", "Wine service", "Customer service", "Upselling"],
    ["Galway", "Sydney", "Merivale", "Diageo", "Heineken", "Espresso Martini"],
    [4.4, 6.9], ["Bartenders", "Waiters and Waitresses", "First-Line Supervisors of Food Preparation", "Baristas", "Food Service Managers"],
    STD + ["stated-years", "two-columns"])

# 20 UK HGV Class 1 driver, ex-Army, banded header and right-hand dates in a table (pdf) ------------------------
add("20-hgv-class1-driver-army-uk.pdf",
    C("Gary Whitmore", "gary.whitmore.hgv@example.co.uk", "07700 900845", ["Doncaster, South Yorkshire DN4", "Doncaster, South Yorkshire", "Doncaster"]),
    [P(["Class 1 HGV Driver (nights / tramping)", "Class 1 HGV Driver"], ["Eddie Stobart Logistics", "Eddie Stobart Logistics – iPort", "Eddie Stobart"],
       "2021-01", "Present", ["iPort, Doncaster", "Doncaster"]),
     P(["Class 2 then Class 1 Driver", "Class 2 Driver", "Class 1 Driver"], "Wincanton", "2017-08", "2020-12", "Sherburn-in-Elmet"),
     P("Multi-drop Van Driver", "DPD", "2015", "2017", "Doncaster"),
     P(["Driver (Royal Logistic Corps)", "Driver"], ["British Army", "British Army (Royal Logistic Corps)", "Royal Logistic Corps"], "2009", "2014")],
    [{"degree": ["NVQ Level 2 in Driving Goods Vehicles", "NVQ Level 2"], "school": ["British Army (RLC)", "British Army"]},
     {"degree": ["GCSEs (5 A*–C)", "GCSEs", "5 GCSEs"], "school": ["Hall Cross Academy", "Hall Cross Academy, Doncaster"]}],
    [["Category C+E (Class 1)", "Category C+E", "C+E", "Class 1"], ["Driver CPC (DQC)", "Driver CPC", "DQC"], ["Digital Tachograph Card", "Tachograph card"],
     ["ADR – Packages and Tanks (Class 3)", "ADR", "ADR – Packages and Tanks"], ["FLT Counterbalance", "Counterbalance"], ["HIAB (lorry loader)", "HIAB"]],
    [["Tachograph", "Tachographs", "Tachograph and Working Time Directive rules"], ["Working Time Directive", "WTD"], "Load security",
     "Walkaround checks", ["Route planning", "Route planning and sat-nav"], "Microlise", ["Tail-lift", "Tail-lifts"], "Customer service",
     ["Multi-drop", "Multi-drop deliveries"]],
    ["Doncaster", "Afghanistan", "Germany", "Lance Corporal", "Stobart"],
    [15.0, 18.0], ["Heavy and Tractor-Trailer Truck Drivers"],
    STD + ["stated-years", "two-columns"])

# 21 California Amazon process assistant, layout table per job (docx) ------------------------------------------
AMZ = ["Amazon – ONT8 Fulfillment Center", "Amazon", "Amazon ONT8 Fulfillment Center", "Amazon – ONT8", "ONT8 Fulfillment Center"]
add("21-amazon-process-assistant-table-us.docx",
    C("Jamal Robinson", "jamal.robinson.wh@example.com", "(909) 555-0188", ["San Bernardino, CA 92408", "San Bernardino, CA"]),
    [P(["Process Assistant (PA)", "Process Assistant"], AMZ, "2023-05", "Present", "Moreno Valley, CA"),
     P(["Fulfillment Associate (Tier 1)", "Fulfillment Associate"], AMZ, "2021-09", "2023-04", "Moreno Valley, CA"),
     P("Forklift Operator", ["Lowe's Regional Distribution Center", "Lowe's"], "2019-01", "2021-08", "Rialto, CA"),
     P(["Package Handler (seasonal peak)", "Package Handler"], "UPS", "2018-11", "2019-01", "Ontario, CA")],
    [{"degree": "High School Diploma", "school": "Cajon High School"}],
    [["Forklift / Powered Industrial Truck (PIT) – Class I, II and IV", "Forklift / Powered Industrial Truck (PIT)", "Powered Industrial Truck (PIT)",
      "Forklift", "PIT"],
     ["OSHA 10-Hour General Industry", "OSHA 10"], ["CPR/AED – American Heart Association (2024)", "CPR/AED", "CPR"]],
    [["RF scanners", "RF scanner"], ["Warehouse management systems", "WMS", "Warehouse management systems (WMS)"], ["Forklift", "Forklift & reach truck"],
     "Reach truck", "Order picker", ["Cycle counts", "Inventory cycle counts"], ["Shipping & receiving", "Shipping and receiving"],
     "Team leadership", ["Microsoft Excel", "Excel"]],
    ["Moreno Valley", "Lowe's", "UPS", "ONT8", "San Bernardino"],
    [7.9, 8.2], ["Laborers and Freight", "Stockers and Order Fillers", "Industrial Truck and Tractor Operators",
                 "First-Line Supervisors of Helpers, Laborers", "First-Line Supervisors of Material-Moving", "Packers and Packagers"],
    STD + ["stated-years", "two-columns"])

# 22 Birmingham JIB electrician, Word headings, right tab stops (docx) -----------------------------------------
add("22-jib-approved-electrician-tabs-uk.docx",
    C("Connor Walsh", "connor.walsh.sparks@example.co.uk", "07700 900129", ["Solihull, West Midlands B92", "Solihull, West Midlands", "Solihull"]),
    [P("Approved Electrician", "NG Bailey", "2022-03", "Present", "Birmingham"),
     P(["Electrician (self-employed)", "Electrician"], "Walsh Electrical Services", "2020-06", "2022-02", "Solihull"),
     P("Apprentice Electrician", ["Briggs & Forrester", "Briggs and Forrester"], "2016-09", "2020-05", "Birmingham"),
     P(["Saturday Yard Assistant (part-time)", "Saturday Yard Assistant"], "Jewson", "2014", "2016", "Solihull")],
    [{"degree": ["Level 3 NVQ Diploma in Installing Electrotechnical Systems and Equipment", "Level 3 NVQ Diploma", "NVQ Level 3"],
      "school": "South & City College Birmingham"},
     {"degree": ["9 GCSEs (grades 4–7)", "9 GCSEs", "GCSEs"], "school": ["Arden Academy", "Arden Academy, Knowle"]}],
    [["JIB ECS Gold Card – Approved Electrician (exp. 2028)", "JIB ECS Gold Card", "ECS Gold Card", "JIB ECS Gold Card – Approved Electrician"],
     ["18th Edition BS 7671:2018+A2 (City & Guilds 2382-22)", "18th Edition", "18th Edition BS 7671", "City & Guilds 2382-22", "BS 7671"],
     ["City & Guilds 2391-52 Inspection and Testing", "City & Guilds 2391-52", "2391-52"], ["AM2", "AM2 – passed 2020"],
     ["IPAF 3a/3b and PASMA", "IPAF", "IPAF 3a/3b", "PASMA"]],
    [["Inspection and testing", "Testing and inspection"], "Fault finding", "Containment", ["SWA cabling", "SWA"], ["Fire alarm systems", "Fire alarm"],
     "Emergency lighting", ["EICR", "EICRs"], "Reading drawings", ["Megger MFT", "Megger"], ["Mentoring apprentices", "Mentoring"]],
    ["Solihull", "NG Bailey", "Jewson", "Birmingham", "Van"],
    [10.1, 12.95], ["Electricians"],
    STD + ["stated-years", "two-columns"])

# 23 Alberta heavy-duty mechanic, employer-first headings, rotation line (docx) ---------------------------------
add("23-heavy-duty-mechanic-rotation-ab-ca.docx",
    C("Brett Kowalchuk", "b.kowalchuk.hd@example.ca", "780-555-0161", ["Sherwood Park, AB"]),
    [P("Heavy Duty Mechanic", ["Suncor Energy", "Suncor"], "2022-03", "Present", "Fort McMurray, AB"),
     P("Heavy Equipment Technician", ["Finning Canada", "Finning"], "2019-11", "2022-02", "Edmonton, AB"),
     P("Apprentice Heavy Equipment Technician", ["Finning Canada", "Finning"], "2015-04", "2019-10", "Edmonton, AB"),
     P("Tire & Lube Technician", "Canadian Tire", "2013", "2015", "Sherwood Park, AB")],
    [{"degree": ["Heavy Equipment Technician Apprenticeship", "Heavy Equipment Technician"],
      "school": ["NAIT (Northern Alberta Institute of Technology)", "NAIT", "Northern Alberta Institute of Technology"]},
     {"degree": ["Alberta High School Diploma", "High School Diploma"], "school": "Salisbury Composite High School"}],
    [["Red Seal – Heavy Duty Equipment Technician (Alberta Journeyperson Certificate, 2019)", "Red Seal", "Red Seal – Heavy Duty Equipment Technician",
      "Red Seal Heavy Duty Equipment Technician", "Alberta Journeyperson Certificate"],
     ["H2S Alive (Energy Safety Canada)", "H2S Alive"], ["Standard First Aid / CPR C", "Standard First Aid", "First Aid"], ["CSTS-2020", "CSTS"],
     ["Class 3 Driver's Licence with Q (air brake) endorsement", "Class 3 Driver's Licence", "Class 3"]],
    ["Hydraulics", ["Diesel engines", "Diesel"], ["CAT ET", "CAT ET diagnostics", "Caterpillar Electronic Technician"], "Electrical troubleshooting",
     ["Preventive maintenance", "PM services"], ["Welding", "SMAW", "Welding (SMAW, basic)"], "Undercarriage", ["Engine rebuilds", "Engine rebuild"],
     "Powertrain"],
    ["Fort McMurray", "Suncor", "Finning", "Sherwood Park", "Rotation"],
    [12.9, 14.0], ["Mobile Heavy Equipment Mechanics", "Bus and Truck Mechanics"],
    STD + ["stated-years", "two-columns"])

# 24 Adelaide cleaning supervisor, name and contact only in the page header (docx) -----------------------------
add("24-cleaning-supervisor-header-contact-au.docx",
    C("Maria Papadopoulos", "maria.papadopoulos@example.com.au", "0491 570 159", ["Marion SA 5043", "Marion SA", "Marion"]),
    [P("Cleaning Supervisor", ["ISS Facility Services", "ISS Facility Services – Adelaide Airport", "ISS"], "2021-02", "Present"),
     P("Commercial Cleaner", ["Spotless (Downer)", "Spotless", "Spotless (Downer) – Flinders Medical Centre"], "2016-01", "2021-01"),
     P(["Cleaner (casual)", "Cleaner"], ["Jim's Cleaning", "Jim's Cleaning – Marion"], "2013", "2015")],
    [{"degree": "Certificate III in Cleaning Operations", "school": "TAFE SA"}],
    [["First Aid (HLTAID011)", "First Aid", "HLTAID011"], ["Infection Prevention and Control (COVID-19)", "Infection Prevention and Control"],
     ["National Police Check", "National Police Check – 2025"]],
    [["Floor care", "Strip & seal", "Burnishing", "Floor care: strip & seal, burnishing"], ["Ride-on scrubbers", "Ride-on scrubbers (Tennant)", "Floor scrubbers"],
     "Infection control", ["Staff rostering", "Rostering"], ["Quality audits", "Quality auditing"], ["Chemical handling", "Chemical safety"],
     ["Training new staff", "Training"], "Carpet extraction"],
    ["Marion", "Adelaide", "Spotless", "Flinders", "Parental leave"],
    [12.0, 14.0], ["Janitors and Cleaners", "First-Line Supervisors of Housekeeping and Janitorial Workers", "Maids and Housekeeping Cleaners"],
    STD + ["stated-years", "two-columns"])

# 25 LA security officer, short jobs, caregiving gap (docx) -----------------------------------------------------
add("25-guard-card-security-officer-us.docx",
    C(["Luis A. Herrera", "Luis Herrera"], "luis.herrera.security@example.com", "(818) 555-0107", ["Van Nuys, CA 91405", "Van Nuys, CA"]),
    [P("Security Officer", "Allied Universal", "2024-07", "Present", "Van Nuys, CA"),
     P("Security Guard", ["Securitas USA", "Securitas"], "2023-01", "2024-06", "Burbank, CA"),
     P("Loss Prevention Agent", "Macy's", "2022-03", "2022-12", "Sherman Oaks, CA"),
     P("Unarmed Security Guard", ["Pacific Coast Patrol Inc.", "Pacific Coast Patrol"], "2021-09", "2022-02", "North Hollywood, CA"),
     P("Cashier", "Vallarta Supermarkets", "2017", "2019", "Pacoima, CA")],
    [{"degree": "High School Diploma", "school": "Van Nuys High School"}],
    [["California BSIS Guard Card", "California BSIS Guard Card (G 1234567), active", "California BSIS Guard Card (G 1234567)", "BSIS Guard Card", "Guard Card"],
     ["Baton Permit (BSIS)", "Baton Permit"],
     ["CPR/AED and First Aid – American Red Cross", "CPR/AED and First Aid", "CPR/AED", "First Aid", "CPR"],
     ["Pepper Spray (OC) Certificate", "Pepper Spray Certificate"]],
    [["Patrol", "Patrols", "Patrolling"], "Access control", ["CCTV monitoring", "CCTV"], ["Report writing", "Incident reports"], "De-escalation",
     "TrackTik", ["Spanish", "Bilingual English/Spanish", "Bilingual"], ["Microsoft Word", "Word"], ["Outlook", "Microsoft Outlook"]],
    ["Van Nuys", "Kaiser Permanente", "Macy's", "Burbank", "Caregiver"],
    [6.4, 8.3], ["Security Guards", "Retail Loss Prevention Specialists"],
    STD + ["stated-years", "two-columns"])

# 26 Filipino cruise-ship cook, sea-service table (docx) --------------------------------------------------------
RCI = ["Royal Caribbean International"]
add("26-cruise-ship-cook-sea-service-ph.docx",
    C(["Ramon Dela Cruz Jr.", "Ramon Dela Cruz"], "ramon.delacruz.cook@example.com", "+63 917 555 0123", ["Cebu City, Philippines", "Cebu City"]),
    [P("Demi Chef de Partie", RCI + ["Harmony of the Seas", "Royal Caribbean International – Harmony of the Seas"], "2025-02", "2025-10"),
     P("Commis 1", RCI + ["Oasis of the Seas", "Royal Caribbean International – Oasis of the Seas"], "2024-01", "2024-09"),
     P("Commis 2", RCI + ["Oasis of the Seas", "Royal Caribbean International – Oasis of the Seas"], "2023-03", "2023-11"),
     P(["Utility Galley / Cook", "Utility Galley", "Cook"], ["Carnival Cruise Line", "Carnival Horizon", "Carnival Cruise Line – Carnival Horizon"], "2021-11", "2022-07"),
     P("Commis Cook", ["Shangri-La Mactan Resort & Spa", "Shangri-La Mactan Resort and Spa", "Shangri-La Mactan"], "2017", "2020", "Lapu-Lapu City")],
    [{"degree": ["BS Hotel and Restaurant Management", "BS in Hotel and Restaurant Management", "Bachelor of Science in Hotel and Restaurant Management"],
      "school": "University of San Carlos"},
     {"degree": ["TESDA National Certificate II (NC II) in Cookery", "National Certificate II (NC II) in Cookery", "NC II in Cookery", "NC II Cookery",
                 "National Certificate II in Cookery"]}],
    [["STCW Basic Safety Training (BST)", "STCW Basic Safety Training", "Basic Safety Training", "STCW"], "Crowd Management",
     ["Security Awareness Training with Designated Security Duties", "Security Awareness Training", "Designated Security Duties"],
     ["Food Safety Level 2 (HACCP)", "Food Safety Level 2"]],
    [["USPH", "USPH standards", "USPH sanitation standards"], "HACCP", ["Buffet production", "Buffets", "Buffet"], "Asian cuisine", "Garde manger",
     "Knife skills", ["Teamwork", "Teamwork in multinational crews"], "Mise en place"],
    ["Cebu", "Oasis of the Seas", "Harmony of the Seas", "Seaman's Book", "Visa"],
    [5.1, 8.0], ["Cooks", "Chefs"],
    STD + ["stated-years", "two-columns"])

# 27 Cork carpenter/joiner, layout table, name with fadas (docx) ------------------------------------------------
add("27-carpenter-joiner-table-fada-ie.docx",
    C(["Pádraig Ó Súilleabháin", "Padraig O Suilleabhain"], "padraig.osullivan@example.ie", "087 555 0147", ["Ballincollig, Co. Cork", "Ballincollig"]),
    [P("Foreman Carpenter", ["John Sisk & Son", "John Sisk and Son", "Sisk"], "2022-03", "Present", "Cork"),
     P(["Carpenter (self-employed)", "Carpenter"], ["Self-employed", "Sub-contract to local builders", "Sub-contract to local builders, Cork and Kerry"],
       "2019", "2022"),
     P(["Apprentice then Carpenter & Joiner", "Carpenter & Joiner", "Apprentice Carpenter & Joiner"], ["Murphy Joinery Ltd.", "Murphy Joinery"],
       "2014", "2019", ["Mallow, Co. Cork", "Mallow"])],
    [{"degree": ["QQI Level 6 Advanced Certificate – Craft (Carpentry & Joinery)", "QQI Level 6 Advanced Certificate",
                 "Advanced Certificate – Craft (Carpentry & Joinery)", "QQI Level 6 Advanced Certificate – Craft"],
      "school": ["SOLAS / Cork Training Centre", "Cork Training Centre", "SOLAS"]},
     {"degree": "Leaving Certificate", "school": ["Coláiste an Spioraid Naoimh", "Coláiste an Spioraid Naoimh, Bishopstown"]}],
    [["Safe Pass", "Safe Pass (valid to 2029)"], "Manual Handling", ["CSCS – Mobile Tower Scaffold", "CSCS Mobile Tower Scaffold", "Mobile Tower Scaffold"],
     ["CSCS – Telescopic Handler", "CSCS Telescopic Handler", "Telescopic Handler"]],
    ["First fix", "Second fix", ["Cut roofs", "Roofing"], ["Formwork", "Formwork / shuttering", "Shuttering"],
     ["Kitchens and stairs", "Stairs", "Kitchen fitting"], ["Reading drawings", "Setting out", "Reading drawings and setting out"],
     ["Power tools", "Festool", "Festool and power tools"], ["Leading a crew", "Leadership", "Team leadership"], ["Bench joinery", "Joinery"]],
    ["Cork", "Sisk", "Mallow", "Kerry", "Ballincollig"],
    [11.9, 13.0], ["Carpenters", "First-Line Supervisors of Construction"],
    STD + ["stated-years", "two-columns"])

# 28 Charlotte delivery driver, Amazon DSP, parenting gap (docx) -----------------------------------------------
add("28-amazon-dsp-delivery-driver-gap-us.docx",
    C(["Tasha M. Greene", "Tasha Greene"], "tashagreene.drives@example.com", "(704) 555-0156", ["Charlotte, NC 28213", "Charlotte, NC"]),
    [P("Delivery Associate", ["Prime Time Logistics LLC (Amazon Delivery Service Partner)", "Prime Time Logistics LLC", "Prime Time Logistics"],
       "2024-08", "Present", "Charlotte, NC"),
     P("Package Handler", "FedEx Ground", "2023-10", "2024-07", "Charlotte, NC"),
     P(["Driver Helper (seasonal)", "Driver Helper"], "UPS", "2022-11", "2023-01", "Charlotte, NC"),
     P("Delivery Driver", ["Domino's Pizza", "Domino's"], "2018", "2021", "Concord, NC"),
     P("Crew Member", "McDonald's", "2016", "2018", "Charlotte, NC")],
    [{"degree": "High School Diploma", "school": "Garinger High School"}],
    [["NC Class C Driver License – clean driving record", "NC Class C Driver License", "Class C Driver License"],
     ["DOT Medical Card (2025)", "DOT Medical Card"], ["Forklift certified (FedEx Ground, 2024)", "Forklift certified", "Forklift"]],
    [["Route navigation", "Route navigation (GPS, Google Maps)", "GPS", "Navigation"], "Google Maps", "Time management", "Customer service",
     ["Vehicle inspections", "DVIR", "Vehicle inspections (DVIR)"], "Cash handling", ["Lifting", "Lifting up to 70 lbs", "Heavy lifting"]],
    ["Charlotte", "Concord", "Rivian", "Ford Transit", "Fantastic"],
    [7.5, 9.5], ["Light Truck Drivers", "Couriers and Messengers", "Driver/Sales Workers"],
    STD + ["stated-years", "two-columns"])

if __name__ == "__main__":
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
    with open(out, "w", encoding="utf-8") as f:
        for e in E:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print(len(E), "lines")
    files = sorted(os.listdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")))
    named = sorted(e["file"][6:] for e in E)
    assert files == named, (set(files) ^ set(named))
