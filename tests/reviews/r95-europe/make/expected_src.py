#!/usr/bin/python3
"""The expectations of review 95 (European CVs written in English: Europass, German/Austrian/Swiss tabular CVs,
French, Dutch, Spanish, Italian, Polish, Nordic, Portuguese, Belgian, Irish, Greek and Romanian conventions), written
from the résumés alone before the parser read them; writes ../expected.jsonl.
totalYears: months counted by M() below (both end months included); the low end counts a current job only to
2026-10, the high end to 2026-11 (as of 2026-11-01). What is counted is set out in ../README.md.
One correction after the first run (see ../README.md): file 25 lost the absent skill "Dutch"."""
import json, os

STD = ["no-email", "no-phone", "no-name", "no-experience-section", "no-education-section", "no-skills-section",
       "position-without-dates", "position-without-company", "placeholders", "stated-years", "short-text"]
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
    d = {"title": title}
    if company is not None:
        d["company"] = company
    if location is not None:
        d["location"] = location
    d["start"] = start
    d["end"] = end
    return d


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=(), unset=()):
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
    wa = [w for w in list(STD) + list(warn_absent) if w not in warn_present and w not in unset]
    if wa:
        e["warnings"]["absent"] = wa
    E.append(e)


TWO = "two-columns"
AMB = "dates-ambiguous"

# 01 German development engineer, Lebenslauf in plain text -----------------------------------------------------------
add("01-development-engineer-lebenslauf-de.txt", "Jonas Weber", "jonas.weber@example.de", ["+49 176 5550 2194", "+49 711 5550 3821"],
    ["Pfarrstraße 14, 70182 Stuttgart, Germany", "70182 Stuttgart, Germany", "Stuttgart, Germany", "Stuttgart", "70182 Stuttgart"],
    [P(["Development Engineer, Powertrain Solutions – Fuel Cell Systems", "Development Engineer"], ["Robert Bosch GmbH", "Robert Bosch GmbH, Stuttgart-Feuerbach", "Bosch"],
       "2021-04", "Present", ["Stuttgart-Feuerbach", "Stuttgart"]),
     P(["Design Engineer Transmission Components", "Design Engineer"], ["ZF Friedrichshafen AG", "ZF Friedrichshafen"], "2015-10", "2021-03", "Friedrichshafen"),
     P(["Industrial Mechanic, tool making (body shop)", "Industrial Mechanic"], ["Audi AG", "Audi"], "2009-08", "2011-09", "Neckarsulm")],
    [(["Bachelor of Engineering in Mechanical Engineering (Design and Development)", "Bachelor of Engineering in Mechanical Engineering", "Bachelor of Engineering", "B.Eng."],
      ["Esslingen University of Applied Sciences (Hochschule Esslingen)", "Esslingen University of Applied Sciences", "Hochschule Esslingen"]),
     (["Apprenticeship as Industrial Mechanic (Industriemechaniker)", "Apprenticeship as Industrial Mechanic", "Industrial Mechanic", "Industriemechaniker"],
      ["Audi AG", "Audi AG, Neckarsulm", "IHK Heilbronn-Franken"]),
     (["Fachhochschulreife (entrance qualification for universities of applied sciences)", "Fachhochschulreife"],
      ["Technische Oberschule Stuttgart", "Technische Oberschule Stuttgart (evening classes)"])],
    [["Six Sigma Green Belt", "Six Sigma Green Belt, TÜV SÜD Akademie"]],
    [["CATIA", "CATIA V5"], ["Siemens NX", "NX"], "SolidWorks", ["ANSYS", "ANSYS Workbench"], ["DFMEA", "FMEA"], ["GD&T", "Geometric Dimensioning and Tolerancing"],
     ["Tolerance analysis", "Tolerance stack-up analysis"], ["Teamcenter", "Siemens Teamcenter"], ["SAP PLM", "SAP"], "MATLAB", ["Six Sigma", "Six Sigma Green Belt"], ["8D problem solving", "8D", "8D Problem Solving"]],
    ["Stuttgart", "Heilbronn", "Friedrichshafen", "Fluent", "Married"],
    [13.2, 13.4], ["Mechanical Engineers"],
    warn_absent=[TWO, AMB])
assert (M("2009-08:2011-09", "2015-10:2026-10"), M("2009-08:2011-09", "2015-10:2026-11")) == (13.25, 13.33)

# 02 Italian ICU nurse in Dublin, old Europass in plain text ---------------------------------------------------------
add("02-icu-nurse-europass-it.txt", "Giulia Romano", "giulia.romano@example.ie", ["+353 87 555 0198", "+353 1 555 0142"],
    ["Apartment 4, 22 Harold's Cross Road, Dublin 6W, D6W XY12, Ireland", "22 Harold's Cross Road, Dublin 6W, D6W XY12, Ireland", "Harold's Cross Road, Dublin 6W, D6W XY12, Ireland",
     "Dublin 6W, D6W XY12, Ireland", "Dublin 6W, Ireland", "Dublin, Ireland", "Dublin 6W", "Dublin"],
    [P(["Staff Nurse, Intensive Care Unit", "Staff Nurse"], ["St James's Hospital", "St James's Hospital, James's Street, Dublin 8, Ireland"], "2020-03", "Present",
       ["Dublin 8, Ireland", "James's Street, Dublin 8, Ireland", "Dublin 8", "Dublin"]),
     P(["Registered Nurse, Cardiac Surgery Department", "Registered Nurse"],
       ["Azienda Ospedaliero-Universitaria Consorziale Policlinico di Bari", "Policlinico di Bari"], "2016-09", "2020-02",
       ["Bari, Italy", "70124 Bari, Italy", "Piazza Giulio Cesare 11, 70124 Bari, Italy", "Bari"]),
     P(["Nurse (fixed-term contract)", "Nurse"], ["Casa di Cura Santa Maria"], "2016-02", "2016-07",
       ["Bari, Italy", "70124 Bari, Italy", "Via de Ferraris 22, 70124 Bari, Italy", "Bari"])],
    [(["Bachelor's Degree in Nursing (Laurea in Infermieristica)", "Bachelor's Degree in Nursing", "Laurea in Infermieristica", "Bachelor's Degree in Nursing (Laurea in Infermieristica), 110/110 cum laude"],
      ["Università degli Studi di Bari Aldo Moro", "Università degli Studi di Bari Aldo Moro, Bari (Italy)", "University of Bari"]),
     (["Diploma di Maturità Scientifica", "Diploma di Maturità Scientifica (upper secondary school leaving certificate)", "Maturità Scientifica"],
      ["Liceo Scientifico \"Arcangelo Scacchi\"", "Liceo Scientifico \"Arcangelo Scacchi\", Bari (Italy)", "Liceo Scientifico Arcangelo Scacchi"])],
    [["ACLS", "ACLS Provider", "Advanced Cardiovascular Life Support"], ["BLSD", "BLS-D", "BLS", "Basic Life Support"],
     ["NMBI registration", "NMBI", "Nursing and Midwifery Board of Ireland"], ["ECDL", "European Computer Driving Licence"]],
    [["Mechanical ventilation", "Mechanical ventilation (invasive and non-invasive)"], ["CRRT", "Continuous renal replacement therapy", "Prismaflex"],
     ["Haemodynamic monitoring", "Hemodynamic monitoring", "Invasive haemodynamic monitoring"], ["ECG interpretation", "ECG"],
     ["Advanced life support", "ACLS", "Advanced Cardiovascular Life Support"], ["Wound care", "Wound dressings"], ["MetaVision", "MetaVision ICU"],
     ["Teamwork", "Team work"], ["Medication administration"], ["Microsoft Office", "MS Office"], ["Preceptorship", "Preceptor", "Precepting"]],
    ["Bari", "Dublin", "Proficient", "Independent", "Harold"],
    [10.6, 10.8], ["Registered Nurses", "Critical Care Nurses"],
    warn_absent=[TWO])
assert (M("2016-02:2016-07", "2016-09:2026-10"), M("2016-02:2016-07", "2016-09:2026-11")) == (10.67, 10.75)

# 03 French business developer ----------------------------------------------------------------------------------------
add("03-business-developer-fr.txt", "Camille Lefèvre", "camille.lefevre@example.fr", "+33 6 55 12 34 78",
    ["12 rue Paul Bert, 69003 Lyon, France", "69003 Lyon, France", "Lyon, France", "Lyon"],
    [P("Senior Business Developer", "Sidetrade", "2022-09", "Present", "Lyon"),
     P("Business Developer", "Cegid", "2020-01", "2022-08", "Lyon"),
     P(["Sales Assistant (work-study / alternance)", "Sales Assistant"], "Orange Business Services", "2018-09", "2019-12", "Lyon"),
     P(["Sales Intern (6-month internship)", "Sales Intern"], "Schneider Electric", "2017-03", "2017-08", "Grenoble")],
    [(["Master in Management (Programme Grande École), major in Sales & Marketing", "Master in Management (Programme Grande École)", "Master in Management"],
      ["emlyon business school", "emlyon business school, Écully"]),
     (["Licence (Bachelor's degree) in Economics and Management", "Licence in Economics and Management", "Bachelor's degree in Economics and Management", "Licence"],
      ["Université Lumière Lyon 2"])],
    [["HubSpot Inbound Sales Certification", "HubSpot Inbound Sales"], ["Salesforce Certified Associate"]],
    [["Prospecting", "Sales prospecting"], ["Cold calling", "Cold Calling"], ["Solution selling", "Solution Selling"], ["MEDDIC", "MEDDICC"], ["Negotiation"],
     ["Account management", "Account Management"], ["Salesforce"], ["HubSpot"], ["LinkedIn Sales Navigator", "Sales Navigator"], ["Excel", "Microsoft Excel"], ["Lemlist"]],
    ["Lyon", "Grenoble", "Granada", "Native", "Trail running"],
    [6.8, 8.8], ["Sales Representatives", "Sales Managers"],
    warn_absent=[TWO, AMB])
assert (M("2020-01:2026-10"), M("2017-03:2017-08", "2018-09:2026-11")) == (6.83, 8.75)

# 04 Dutch backend developer, year-only dates ---------------------------------------------------------------------------
add("04-backend-developer-nl.txt", "Daan van der Meer", "daan.vandermeer@example.nl", "+31 6 5550 1234",
    ["Utrecht, the Netherlands", "Utrecht, Netherlands", "Utrecht"],
    [P("Senior Backend Developer", "Coolblue", "2021", "Present", "Rotterdam"),
     P("Backend Developer", "bol.com", "2019", "2021", "Utrecht"),
     P("Junior Software Engineer", "Ortec", "2016", "2019", "Zoetermeer"),
     P(["Graduation intern (afstudeerstage)", "Graduation intern"], "Rabobank", "2016-02", "2016-06", "Utrecht")],
    [(["BSc Software Engineering (HBO-ICT)", "BSc Software Engineering"], ["Hogeschool Utrecht"]),
     (["HAVO"], ["Christelijk Gymnasium Utrecht"])],
    [],
    ["Java", "Kotlin", ["Spring Boot", "Spring"], ["AWS", "Amazon Web Services"], "Docker", "Kubernetes", "Terraform", ["Kafka", "Apache Kafka"], "PostgreSQL",
     ["TDD", "Test-driven development"], ["Pair programming"], ["Domain-driven design", "DDD"]],
    ["Utrecht", "Rotterdam", "Coolblue", "Fluent", "Basic"],
    [9.9, 10.95], ["Software Developers"],
    warn_absent=[TWO, AMB])
assert (M("2016-12:2026-10"), M("2016-01:2026-11")) == (9.92, 10.92)

# 05 Polish Java developer, DD.MM.YYYY dates --------------------------------------------------------------------------
add("05-java-developer-dot-dates-pl.txt", "Krzysztof Nowakowski", "k.nowakowski@example.pl", "+48 601 555 274",
    ["ul. Grochowska 212/15, 04-357 Warszawa, Poland", "04-357 Warszawa, Poland", "Warszawa, Poland", "Warszawa", "Warsaw, Poland", "Warsaw"],
    [P("Senior Java Developer", ["Allegro.pl sp. z o.o.", "Allegro.pl", "Allegro"], "2021-07", "Present", ["Warsaw", "Warszawa"]),
     P("Java Developer", ["Comarch S.A.", "Comarch"], "2018-03", "2021-06", "Kraków"),
     P("Junior Software Developer", ["Asseco Poland S.A.", "Asseco Poland"], "2016-07", "2018-02", "Rzeszów"),
     P(["Summer internship – software testing", "Summer internship", "Intern"], ["Sii Sp. z o.o.", "Sii"], "2015-07", "2015-09", "Rzeszów")],
    [(["Master of Science in Computer Science (mgr inż.)", "Master of Science in Computer Science", "mgr inż."],
      ["Rzeszów University of Technology (Politechnika Rzeszowska)", "Rzeszów University of Technology", "Politechnika Rzeszowska"]),
     (["Bachelor of Engineering in Computer Science (inż.)", "Bachelor of Engineering in Computer Science", "inż."],
      ["Rzeszów University of Technology (Politechnika Rzeszowska)", "Rzeszów University of Technology", "Politechnika Rzeszowska"])],
    [["AWS Certified Developer – Associate", "AWS Certified Developer"], ["Oracle Certified Professional, Java SE 11 Developer", "Oracle Certified Professional Java SE 11 Developer", "OCP Java SE 11"],
     ["ISTQB Certified Tester Foundation Level", "ISTQB Foundation Level", "ISTQB CTFL", "ISTQB"]],
    ["Java", "Spring Boot", ["Spring Cloud"], ["Hibernate", "JPA", "Hibernate/JPA"], ["Kafka", "Apache Kafka"], "PostgreSQL", ["Oracle Database", "Oracle", "Oracle DB"],
     "Docker", "Kubernetes", "Jenkins", ["JUnit", "JUnit 5"], "Mockito"],
    ["Warsaw", "Kraków", "Rzeszów", "Chess", "Native"],
    [10.3, 10.7], ["Software Developers", "Computer Programmers"],
    warn_absent=[TWO])
assert (M("2016-07:2026-10"), M("2015-07:2015-09", "2016-07:2026-11")) == (10.33, 10.67)

# 06 Swedish product designer, half a page ------------------------------------------------------------------------------
add("06-product-designer-half-page-se.txt", ["Elin Lindqvist", "ELIN LINDQVIST"], "elin.lindqvist@example.se", "+46 70 555 12 34",
    ["Stockholm, Sweden", "Stockholm"],
    [P("Product Designer", "Klarna", "2021", "Present", "Stockholm"),
     P("UX Designer", "Ericsson", "2018", "2021", "Kista"),
     P("Junior Interaction Designer", "Doberman", "2016", "2018", "Stockholm")],
    [(["BA Interaction Design", "BA in Interaction Design"], ["Malmö University"])],
    [],
    ["Figma", "Sketch", ["Adobe XD", "XD"], "Miro", ["User research", "UX research"], ["Usability testing"], ["Prototyping"], ["Design systems", "Design system"],
     ["Accessibility", "WCAG", "WCAG 2.1"], ["HTML/CSS", "HTML", "CSS"], ["Wireframes", "Wireframing"], "Maze"],
    ["Stockholm", "Kista", "Klarna", "Ericsson", "Helsinki"],
    [9.9, 10.95], ["Web and Digital Interface Designers", "Interface Designers", "Graphic Designers"],
    warn_absent=[TWO, AMB], unset=["short-text"])
assert (M("2016-12:2026-10"), M("2016-01:2026-11")) == (9.92, 10.92)

# 07 Spanish industrial engineering graduate with Erasmus -------------------------------------------------------------
add("07-graduate-industrial-engineer-erasmus-es.txt", ["Lucía Fernández García", "LUCÍA FERNÁNDEZ GARCÍA"], "lucia.fernandez.garcia@example.es", "+34 612 555 908",
    ["Calle de Alcalá 148, 3º B · 28009 Madrid · Spain", "Calle de Alcalá 148, 3º B, 28009 Madrid, Spain", "28009 Madrid, Spain", "28009 Madrid", "Madrid, Spain", "Madrid"],
    [P(["Graduate Trainee – Operations Excellence", "Graduate Trainee"], ["Siemens Gamesa Renewable Energy", "Siemens Gamesa"], "2025-10", "Present", ["Zamudio (Bizkaia)", "Zamudio"]),
     P(["Process Engineering Intern"], ["Repsol – Cartagena Industrial Complex", "Repsol"], "2025-03", "2025-08", ["Cartagena (Murcia)", "Cartagena"]),
     P(["Research Assistant (part-time, collaboration grant)", "Research Assistant"],
       ["Department of Energy Engineering, Universidad Politécnica de Madrid", "Universidad Politécnica de Madrid", "Department of Energy Engineering"], "2022-10", "2023-06", "Madrid"),
     P(["Summer Intern – Logistics", "Summer Intern"], "Mercadona", "2022-07", "2022-08", ["Ciempozuelos (Madrid)", "Ciempozuelos"])],
    [(["Master's Degree in Industrial Engineering (Máster Universitario en Ingeniería Industrial)", "Master's Degree in Industrial Engineering", "Máster Universitario en Ingeniería Industrial"],
      ["Universidad Politécnica de Madrid (ETSII-UPM)", "Universidad Politécnica de Madrid", "ETSII-UPM"]),
     (["Bachelor's Degree in Industrial Technologies Engineering (Grado en Ingeniería en Tecnologías Industriales)", "Bachelor's Degree in Industrial Technologies Engineering",
       "Grado en Ingeniería en Tecnologías Industriales"], ["Universidad Politécnica de Madrid"])],
    [["Lean Six Sigma Yellow Belt", "Six Sigma Yellow Belt"]],
    [["Aspen HYSYS", "HYSYS"], ["MATLAB", "MATLAB/Simulink"], "AutoCAD", "SolidWorks", "Python", ["Power BI", "Microsoft Power BI"], ["Lean Manufacturing", "Lean"],
     ["Value stream mapping", "VSM"], ["Root cause analysis", "RCA"], ["SMED"], ["5S"], ["Excel", "Excel/VBA", "VBA"]],
    ["Madrid", "Cartagena", "Delft", "Mercadona", "Zamudio"],
    [1.0, 2.6], ["Industrial Engineers"],
    warn_absent=[TWO, AMB])
assert (M("2025-10:2026-10"), M("2022-07:2022-08", "2022-10:2023-06", "2025-03:2025-08", "2025-10:2026-11")) == (1.08, 2.58)

# 08 Irish FMCG key account manager ------------------------------------------------------------------------------------
add("08-key-account-manager-fmcg-ie.txt", ["Seán O'Brien", "SEÁN O'BRIEN"], "sean.obrien@example.ie", "087 555 4321",
    ["Ballintemple, Cork T12 X5Y6, Ireland", "Cork T12 X5Y6, Ireland", "Ballintemple, Cork", "Cork, Ireland", "Cork"],
    [P("Key Account Manager", ["Kerry Group (Kerry Dairy Ireland)", "Kerry Group", "Kerry Dairy Ireland"], "2021-05", "Present", "Cork"),
     P("Area Sales Executive", ["Britvic Ireland"], "2018-02", "2021-04", "Munster"),
     P("Field Sales Representative", ["Largo Foods"], "2015-09", "2018-01", ["Ashbourne, Co. Meath", "Ashbourne"])],
    [(["Bachelor of Commerce (BComm)", "Bachelor of Commerce", "BComm"], ["University College Cork"]),
     (["Leaving Certificate"], ["Coláiste Chríost Rí", "Coláiste Chríost Rí, Cork"])],
    [],
    [["Key account management", "Key Account Management"], "Negotiation", ["Category management"], ["Trade marketing"], ["Joint business planning"],
     ["Salesforce"], ["Excel", "Microsoft Excel", "Pivot tables"], ["Sales forecasting", "Forecasting"], ["Nielsen", "Nielsen and Kantar data analysis"]],
    ["Cork", "Munster", "Dunnes Stores", "Hurling", "Meath"],
    [11.1, 11.3], ["Sales Representatives", "Sales Managers"],
    warn_absent=[TWO, AMB])
assert (M("2015-09:2026-10"), M("2015-09:2026-11")) == (11.17, 11.25)

# 09 Greek civil engineer --------------------------------------------------------------------------------------------
add("09-site-engineer-tee-gr.txt", ["Nikolaos Papadopoulos", "NIKOLAOS PAPADOPOULOS"], "n.papadopoulos@example.gr", "+30 697 555 1234",
    ["27 Kifisias Avenue, 115 23 Athens, Greece", "115 23 Athens, Greece", "Athens, Greece", "Athens"],
    [P(["Senior Site Engineer – Structural Works", "Senior Site Engineer"], ["AKTOR S.A. (Ellaktor Group)", "AKTOR S.A.", "AKTOR"], "2019-09", "Present", "Athens"),
     P("Structural Engineer", ["J&P-AVAX S.A.", "J&P-AVAX"], "2015-10", "2019-08", "Athens"),
     P("Freelance Civil Engineer", ["Self-employed", "Freelance", "Self employed"], "2012-07", "2014-07", "Patras"),
     P(["Internship (practical training within the NTUA curriculum)", "Internship", "Intern"], ["Egnatia Odos S.A.", "Egnatia Odos"], "2011-06", "2011-09", "Thessaloniki")],
    [(["Diploma in Civil Engineering (5-year integrated Master's degree, Dipl.-Ing.)", "Diploma in Civil Engineering", "Dipl.-Ing."],
      ["National Technical University of Athens (NTUA)", "National Technical University of Athens", "NTUA", "National Technical University of Athens (NTUA), School of Civil Engineering"]),
     (["MSc in Analysis and Design of Earthquake Resistant Structures", "MSc"],
      ["National Technical University of Athens (NTUA)", "National Technical University of Athens", "NTUA", "National Technical University of Athens (NTUA) – part-time, while working"])],
    [["Project Management Professional (PMP)", "PMP", "Project Management Professional"],
     ["Licensed Civil Engineer, Technical Chamber of Greece (TEE)", "Licensed Civil Engineer", "Technical Chamber of Greece (TEE)", "Technical Chamber of Greece", "TEE"],
     ["Health & Safety Technician certificate (Technikos Asfaleias)", "Health & Safety Technician certificate", "Health & Safety Technician"]],
    ["SAP2000", "ETABS", "SOFiSTiK", "AutoCAD", ["Revit Structure", "Revit"], ["Primavera P6", "Primavera"], ["MS Project", "Microsoft Project"],
     ["Eurocodes", "Eurocode"], ["Structural design", "Structural engineering"], ["Quantity surveying"], ["Site supervision", "Supervision"]],
    ["Athens", "Patras", "Thessaloniki", "Kalamaria", "Native"],
    [13.1, 13.6], ["Civil Engineers", "Construction Managers"],
    warn_absent=[TWO, AMB], unset=["position-without-company"])
assert (M("2012-07:2014-07", "2015-10:2026-10"), M("2011-06:2011-09", "2012-07:2014-07", "2015-10:2026-11")) == (13.17, 13.58)

# 10 Austrian mechatronics technician, apprenticeship listed with the jobs ------------------------------------------
add("10-mechatronics-technician-lehre-at.txt", "Lukas Gruber", "lukas.gruber@example.at", "+43 664 555 8732",
    ["Brunner Straße 58/3/12, 1230 Vienna, Austria", "1230 Vienna, Austria", "Vienna, Austria", "Vienna", "1230 Vienna"],
    [P(["Service Technician (Field Service)", "Service Technician"], ["KNAPP AG", "KNAPP"], "2020-09", "Present",
       ["Hart bei Graz (home-based in Vienna)", "Hart bei Graz", "Vienna"]),
     P(["Mechatronics Technician (Maintenance)", "Mechatronics Technician"], ["Siemens AG Österreich", "Siemens AG Österreich, Vienna (Siemens Mobility, rail vehicle plant Simmering)", "Siemens"],
       "2017-03", "2019-09", "Vienna"),
     P(["Apprentice Mechatronics Technician (Lehre)", "Apprentice Mechatronics Technician"], ["Siemens AG Österreich", "Siemens"], "2013-09", "2017-02", "Vienna")],
    [(["Apprenticeship diploma Mechatronics – Automation Technology (Lehrabschlussprüfung)", "Apprenticeship diploma Mechatronics – Automation Technology", "Apprenticeship diploma Mechatronics",
       "Lehrabschlussprüfung"], ["Wirtschaftskammer Wien", "Siemens AG Österreich"])],
    [["Certified electrical expert for low-voltage systems (ÖVE/ÖNORM E 8001)", "Certified electrical expert for low-voltage systems", "ÖVE/ÖNORM E 8001"],
     ["Siemens TIA Portal Service 2", "Siemens TIA Portal Service 2 (SITRAIN course)", "TIA Portal Service 2"]],
    [["Siemens S7", "Siemens S7 / TIA Portal", "S7-1500", "Siemens S7-1500"], ["TIA Portal", "Siemens TIA Portal"], ["WinCC", "Siemens WinCC"], ["Pneumatics"], ["Hydraulics"],
     ["Electrical fault finding", "Fault finding", "Troubleshooting"], ["EPLAN", "Reading circuit diagrams"], ["MIG/MAG welding", "MIG welding", "Welding"], ["PLC", "PLC troubleshooting"],
     ["Commissioning"], ["Preventive maintenance", "Maintenance"]],
    ["Vienna", "Graz", "Switzerland", "Good", "Simmering"],
    [8.7, 12.4], ["Mechatronics", "Industrial Machinery Mechanics", "Electrical and Electronics Repairers"],
    warn_absent=[TWO, AMB])
assert (M("2017-03:2019-09", "2020-09:2026-10"), M("2013-09:2019-09", "2020-09:2026-11")) == (8.75, 12.33)

# 11 Romanian Java developer, new Europass PDF -------------------------------------------------------------------------
add("11-software-developer-europass-ro.pdf", "Andrei-Mihai Popescu", "andrei.popescu@example.ro", "+40 723555123",
    ["Strada Observatorului 51, ap. 14, 400363, Cluj-Napoca, Romania", "Strada Observatorului 51, ap. 14, 400363, Cluj-Napoca, Romania (Home)", "400363, Cluj-Napoca, Romania",
     "Cluj-Napoca, Romania", "Cluj-Napoca"],
    [P("Senior Software Developer", ["Endava Romania", "Endava"], "2021-06", "Present", ["Cluj-Napoca", "Cluj-Napoca, Romania"]),
     P("Software Developer", "Fortech", "2018-03", "2021-05", ["Cluj-Napoca", "Cluj-Napoca, Romania"]),
     P("Junior Java Developer", "Evozon Systems", "2016-07", "2018-02", ["Cluj-Napoca", "Cluj-Napoca, Romania"]),
     P("Software Development Intern", "Bitdefender", "2015-07", "2015-09", ["Cluj-Napoca", "Cluj-Napoca, Romania"])],
    [(["Master's Degree in Software Engineering"], ["Babeș-Bolyai University", "Babeș-Bolyai University, Faculty of Mathematics and Computer Science"]),
     (["Bachelor's Degree in Computer Science"], ["Babeș-Bolyai University", "Babeș-Bolyai University, Faculty of Mathematics and Computer Science"])],
    [["Microsoft Certified: Azure Developer Associate (AZ-204)", "Microsoft Certified: Azure Developer Associate", "Azure Developer Associate", "AZ-204"],
     ["Oracle Certified Professional, Java SE 8 Programmer", "Oracle Certified Professional Java SE 8 Programmer", "OCP Java SE 8 Programmer"]],
    ["Java", "Spring Boot", "Hibernate", ["Kafka", "Apache Kafka"], "PostgreSQL", "Angular", "TypeScript", "Docker", "Kubernetes", ["Azure DevOps"], "Cypress", "JUnit"],
    ["Cluj-Napoca", "Endava", "Listening", "Proficient", "Apuseni"],
    [10.3, 10.7], ["Software Developers", "Computer Programmers"],
    warn_absent=[TWO])
assert (M("2016-07:2026-10"), M("2015-07:2015-09", "2016-07:2026-11")) == (10.33, 10.67)

# 12 Portuguese emergency nurse, classic Europass PDF (labels in a left column) ------------------------------------
add("12-emergency-nurse-europass-classic-pt.pdf", ["Ana Rita Ferreira Santos", "Ferreira Santos, Ana Rita"], "anarita.fsantos@example.pt", ["+351 912 555 678", "+351 22 555 0143"],
    ["Rua de Costa Cabral 1234, 3.º Esq., 4200-211 Porto, Portugal", "4200-211 Porto, Portugal", "Porto, Portugal", "Porto"],
    [P(["Registered Nurse (Enfermeira), Emergency Department", "Registered Nurse (Enfermeira)", "Registered Nurse"], ["Centro Hospitalar Universitário de São João"], "2019-03", "Present",
       ["Porto (Portugal)", "Porto", "4200-319 Porto (Portugal)", "Alameda Prof. Hernâni Monteiro, 4200-319 Porto (Portugal)"]),
     P(["Staff Nurse (Band 5), Acute Medical Unit", "Staff Nurse (Band 5)", "Staff Nurse"], ["Royal Liverpool University Hospital"], "2015-10", "2019-02",
       ["Liverpool (United Kingdom)", "Liverpool", "Liverpool L7 8XP (United Kingdom)", "Prescot Street, Liverpool L7 8XP (United Kingdom)"]),
     P(["Nurse, Home Care Team", "Nurse"], ["Santa Casa da Misericórdia do Porto"], "2013-02", "2015-08",
       ["Porto (Portugal)", "Porto", "4050-265 Porto (Portugal)", "Rua das Flores 5, 4050-265 Porto (Portugal)"])],
    [(["Master's Degree in Medical-Surgical Nursing (Mestrado em Enfermagem Médico-Cirúrgica)", "Master's Degree in Medical-Surgical Nursing", "Mestrado em Enfermagem Médico-Cirúrgica"],
      ["Escola Superior de Enfermagem do Porto (ESEP)", "Escola Superior de Enfermagem do Porto", "ESEP"]),
     (["Licenciatura em Enfermagem (Bachelor's Degree in Nursing, 4 years, 240 ECTS)", "Licenciatura em Enfermagem", "Bachelor's Degree in Nursing"],
      ["Escola Superior de Enfermagem do Porto (ESEP)", "Escola Superior de Enfermagem do Porto", "ESEP"])],
    [["Advanced Life Support (ALS) Provider", "Advanced Life Support (ALS)", "ALS", "Advanced Life Support"], ["Trauma Nursing Core Course (TNCC)", "TNCC", "Trauma Nursing Core Course"]],
    [["Manchester Triage System", "Triage"], ["Advanced life support", "ALS"], ["Trauma care"], ["Non-invasive ventilation", "NIV"], ["IV cannulation", "Cannulation", "IV therapy"],
     ["Arterial blood gas sampling", "Arterial blood gas", "ABG"], ["Cerner", "Cerner Millennium"], ["Microsoft Office", "MS Office"], ["Teamwork"], ["Wound care"], ["Discharge planning"]],
    ["Porto", "Liverpool", "Proficient", "Independent", "Santa Casa"],
    [13.6, 13.8], ["Registered Nurses", "Critical Care Nurses"],
    unset=[TWO, AMB])
assert (M("2013-02:2015-08", "2015-10:2026-10"), M("2013-02:2015-08", "2015-10:2026-11")) == (13.67, 13.75)

# 13 German project engineer, tabular CV with photo box ------------------------------------------------------------
add("13-project-engineer-lebenslauf-photo-de.pdf", "Katharina Schmitt", "k.schmitt@example.de", ["+49 151 5550 2233", "+49 89 5550 7712"],
    ["Leopoldstraße 112, 80802 München", "80802 München", "München", "Munich"],
    [P(["Project Engineer Power Distribution (Medium Voltage)", "Project Engineer Power Distribution", "Project Engineer"], ["Siemens AG", "Siemens AG, Smart Infrastructure", "Siemens"],
       "2018-10", "Present", ["Munich", "München"]),
     P(["Application Engineer Power Semiconductors", "Application Engineer"], ["Infineon Technologies AG", "Infineon Technologies", "Infineon"], "2015-09", "2018-09", "Neubiberg"),
     P(["Intern, Electric Drive Development", "Intern"], ["BMW Group", "BMW"], "2014-03", "2014-08", ["Munich", "München"]),
     P(["Student Assistant (10 h/week)", "Student Assistant"], ["Technical University of Munich, Chair of Electrical Drive Systems and Power Electronics", "Technical University of Munich",
                                                             "Chair of Electrical Drive Systems and Power Electronics"], "2012-10", "2015-02")],
    [(["Master of Science in Electrical Engineering and Information Technology", "Master of Science", "M.Sc."], ["Technical University of Munich (TUM)", "Technical University of Munich", "TUM"]),
     (["Bachelor of Engineering in Electrical Engineering", "Bachelor of Engineering"], ["Ostbayerische Technische Hochschule Regensburg (OTH)", "Ostbayerische Technische Hochschule Regensburg", "OTH Regensburg"]),
     (["Abitur", "Abitur (general university entrance qualification)"], ["Albertus-Magnus-Gymnasium Regensburg"])],
    [["Certified Project Manager (IPMA Level D)", "IPMA Level D", "Certified Project Manager"]],
    [["EPLAN Electric P8", "EPLAN"], ["PSS SINCAL", "PSS®SINCAL", "SINCAL"], ["MATLAB", "MATLAB/Simulink"], ["Simulink", "MATLAB/Simulink"], ["SAP PS", "SAP"], ["MS Project", "Microsoft Project"],
     ["Medium-voltage switchgear", "Switchgear", "Medium voltage"], ["Protection coordination", "Protection technology"], ["Power electronics"],
     ["Factory acceptance tests", "Factory acceptance testing", "FAT"], ["Commissioning"]],
    ["Munich", "Regensburg", "Neubiberg", "Single", "Climbing"],
    [11.1, 13.7], ["Electrical Engineers"],
    warn_absent=[AMB], unset=[TWO])
assert (M("2015-09:2026-10"), M("2012-10:2015-02", "2015-09:2026-11")) == (11.17, 13.67)

# 14 French graphic designer, dark sidebar -------------------------------------------------------------------------
add("14-graphic-designer-sidebar-fr.pdf", "Léa Marchand", "lea.marchand@example.fr", "+33 7 55 12 90 44",
    ["75011 Paris, France", "Paris, France", "Paris"],
    [P("Senior Graphic Designer", "Publicis Conseil", "2021-09", "Present", "Paris"),
     P("Graphic Designer", "Agence Babel", "2018-09", "2021-08", "Paris"),
     P("Freelance Graphic Designer", ["Self-employed", "Freelance", "Self employed"], "2016-09", "2018-08", "Lyon"),
     P("Design Intern", ["Centre Pompidou", "Centre Pompidou, Graphic Design Department"], "2016-02", "2016-07", "Paris")],
    [(["DSAA Design Graphique (Master's-level design diploma)", "DSAA Design Graphique", "DSAA"], ["École Estienne (ESAIG)", "École Estienne", "ESAIG"]),
     (["BTS Design Graphique (two-year higher national diploma)", "BTS Design Graphique", "BTS"], ["Lycée La Martinière Diderot", "Lycée La Martinière Diderot, Lyon"])],
    [],
    [["Adobe Illustrator", "Illustrator"], ["Adobe InDesign", "InDesign"], ["Adobe Photoshop", "Photoshop"], ["After Effects", "Adobe After Effects"], "Figma",
     ["Brand identity", "Branding", "Visual identity"], "Typography", ["Editorial design"], ["Packaging design", "Packaging"], ["Art direction"], ["Motion design", "Motion graphics"], ["Prepress"]],
    ["Paris", "Lyon", "Renault", "Bouldering", "Native"],
    [10.1, 10.8], ["Graphic Designers", "Art Directors"],
    warn_present=[TWO], warn_absent=[AMB], unset=["position-without-company"])
assert (M("2016-09:2026-10"), M("2016-02:2016-07", "2016-09:2026-11")) == (10.17, 10.75)

# 15 Dutch ICU nurse, three-column tables ------------------------------------------------------------------------
add("15-icu-nurse-big-table-nl.pdf", "Sanne de Vries", "sanne.devries@example.nl", "06 5551 2345",
    ["Vondelstraat 88-2, 1054 GN Amsterdam", "1054 GN Amsterdam", "Amsterdam"],
    [P(["Senior Nurse, Intensive Care Adults", "Senior Nurse, Intensive Care Adults (Senior IC-verpleegkundige)", "Senior Nurse"],
       ["Amsterdam UMC", "Amsterdam UMC, location AMC", "Amsterdam UMC, location AMC, Amsterdam"], "2019-06", "Present", "Amsterdam"),
     P(["Nurse (Verpleegkundige), Cardiology ward", "Nurse (Verpleegkundige)", "Nurse"], ["OLVG", "OLVG, Amsterdam"], "2014-09", "2019-05", "Amsterdam"),
     P(["Nurse, flex pool", "Nurse"], ["Tergooi MC", "Tergooi MC, Hilversum"], "2014-02", "2014-08", "Hilversum")],
    [(["Bachelor of Nursing (HBO-V)", "Bachelor of Nursing"], ["Hogeschool van Amsterdam (Amsterdam University of Applied Sciences)", "Hogeschool van Amsterdam", "Amsterdam University of Applied Sciences"]),
     (["Intensive Care Nurse specialisation (CZO-certified, post-HBO)", "Intensive Care Nurse specialisation"], ["Amsterdam UMC Academy", "Amsterdam UMC Academy, Amsterdam"]),
     (["VWO (pre-university secondary education)", "VWO"], ["Barlaeus Gymnasium", "Barlaeus Gymnasium, Amsterdam"])],
    [["Advanced Life Support (ALS) Provider", "Advanced Life Support (ALS)", "ALS", "Advanced Life Support"], ["BLS/AED Instructor", "BLS/AED Instructor – Nederlandse Reanimatie Raad (NRR)", "BLS Instructor"],
     ["CZO diploma Intensive Care Nurse (Adults)", "CZO diploma Intensive Care Nurse", "CZO diploma", "CZO"]],
    [["Mechanical ventilation"], ["ECMO"], ["CVVH", "Continuous veno-venous hemofiltration"], ["Hemodynamic monitoring", "Haemodynamic monitoring", "PiCCO"],
     ["Sedation and delirium management", "Sedation", "Delirium management"], ["Palliative care"], ["Epic", "Epic (EHR)"], ["MetaVision"], ["Coaching", "Coaching and teaching", "Teaching"],
     ["Telemetry monitoring", "Telemetry"]],
    ["Amsterdam", "Hilversum", "OLVG", "Tergooi", "Native"],
    [12.7, 12.9], ["Registered Nurses", "Critical Care Nurses"],
    warn_absent=[AMB], unset=[TWO])
assert (M("2014-02:2026-10"), M("2014-02:2026-11")) == (12.75, 12.83)

# 16 Danish key account manager, small caps, two pages, employer first -----------------------------------------
add("16-key-account-manager-smallcaps-dk.pdf", "Mads Kristian Sørensen", "mads.sorensen@example.dk", "+45 28 55 51 47",
    ["Nørrebrogade 45, 2. tv · 2200 København N", "Nørrebrogade 45, 2. tv, 2200 København N", "2200 København N", "København N", "København", "Copenhagen"],
    [P(["Key Account Manager, Off-Trade (Salling Group and Coop Danmark)", "Key Account Manager, Off-Trade", "Key Account Manager"], ["Carlsberg Danmark A/S", "Carlsberg Danmark", "Carlsberg"],
       "2020", "Present", "Copenhagen"),
     P(["Sales Manager Foodservice, Denmark", "Sales Manager Foodservice"], ["Arla Foods amba", "Arla Foods"], "2017", "2020", "Viby J"),
     P(["Sales Trainee (Graduate Programme)", "Sales Trainee"], ["Danish Crown"], "2015", "2017", "Randers"),
     P(["Student Assistant, Global Marketing (15 h/week)", "Student Assistant, Global Marketing", "Student Assistant"], ["Novo Nordisk A/S", "Novo Nordisk"], "2013", "2015", "Bagsværd")],
    [(["MSc in Economics and Business Administration (cand.merc.), Strategic Market Creation", "MSc in Economics and Business Administration (cand.merc.)", "MSc in Economics and Business Administration", "cand.merc."],
      ["Copenhagen Business School", "CBS"]),
     (["BSc in Economics and Business Administration (HA)", "BSc in Economics and Business Administration", "HA"], ["Aarhus University", "Aarhus University, Aarhus BSS", "Aarhus BSS"])],
    [["Category Management Certificate", "Category Management Certificate, Category Management Association (CMA)"]],
    [["Key account management", "Key Account Management"], ["Joint business planning"], "Negotiation", ["Category management"], ["Trade marketing"], ["Pricing", "Revenue growth management"],
     ["Salesforce"], ["SAP SD", "SAP"], ["SAP TPM", "Trade promotion management", "SAP"], ["Power BI", "Microsoft Power BI"], ["Nielsen", "Nielsen retail data"], ["Excel", "Microsoft Excel"]],
    ["Copenhagen", "Randers", "Netto", "Padel", "Conversational"],
    [10.9, 13.95], ["Sales Managers", "Sales Representatives"],
    warn_absent=[TWO, AMB])
assert (M("2015-12:2026-10"), M("2013-01:2026-11")) == (10.92, 13.92)

# 17 Belgian data analyst, icons and a colour band ------------------------------------------------------------------
add("17-data-analyst-icons-be.pdf", "Thomas Janssens", "thomas.janssens@example.be", "+32 478 55 12 34",
    ["Gent, Belgium", "Gent", "Ghent"],
    [P("Data Analyst", ["Colruyt Group", "Colruyt"], "2021-03", "Present", "Halle"),
     P("Business Intelligence Consultant", "delaware", "2018-09", "2021-02", "Gent"),
     P("Junior Data Analyst", "Proximus", "2017-10", "2018-08", "Brussels")],
    [(["Master of Science in Business Engineering (Handelsingenieur), Data Analytics", "Master of Science in Business Engineering", "Master of Science in Business Engineering (Handelsingenieur)"],
      ["Ghent University", "Ghent University – Faculty of Economics and Business Administration"]),
     (["Bachelor of Science in Business Engineering"], ["Ghent University"])],
    [["Microsoft Certified: Power BI Data Analyst Associate (PL-300)", "Microsoft Certified: Power BI Data Analyst Associate", "Power BI Data Analyst Associate", "PL-300"],
     ["Databricks Certified Data Engineer Associate"]],
    ["SQL", "Python", ["Power BI", "Microsoft Power BI"], "DAX", "Tableau", ["Azure Data Factory"], "Databricks", "dbt", ["SAP BW", "SAP Business Warehouse"],
     ["Stakeholder management"], ["Data storytelling", "Storytelling"], ["Requirements analysis"]],
    ["Halle", "Gent", "Brussels", "Proximus", "Colruyt"],
    [9.0, 9.2], ["Business Intelligence Analysts", "Data Scientists", "Data Warehousing Specialists"],
    warn_absent=[AMB], unset=[TWO])
assert (M("2017-10:2026-10"), M("2017-10:2026-11")) == (9.08, 9.17)

# 18 Swiss design engineer, MM.YYYY dates, EFZ apprenticeship listed with the jobs -------------------------------
add("18-design-engineer-efz-dot-months-ch.pdf", "Marco Brunner", "marco.brunner@example.ch", "+41 79 555 41 23",
    ["Hohlstrasse 210, 8004 Zürich, Switzerland", "8004 Zürich, Switzerland", "Zürich, Switzerland", "Zürich", "Zurich"],
    [P("Senior Mechanical Design Engineer", ["Stadler Rail AG", "Stadler Rail", "Stadler"], "2020-05", "Present", "Bussnang"),
     P(["Mechanical Engineer R&D", "Mechanical Engineer"], ["ABB Schweiz AG", "ABB"], "2015-08", "2020-04", "Turgi"),
     P("Polymechanic", ["Bühler AG", "Bühler"], "2010-08", "2012-07", "Uzwil"),
     P(["Apprenticeship as Polymechanic EFZ", "Apprentice Polymechanic", "Polymechanic EFZ"], ["Bühler AG", "Bühler"], "2006-08", "2010-07", "Uzwil")],
    [(["Bachelor of Science in Mechanical Engineering (FH)", "Bachelor of Science in Mechanical Engineering", "BSc in Mechanical Engineering"],
      ["ZHAW Zurich University of Applied Sciences", "ZHAW Zurich University of Applied Sciences, Winterthur", "ZHAW"]),
     (["Federal Vocational Baccalaureate, technical (Berufsmaturität)", "Federal Vocational Baccalaureate", "Berufsmaturität"], ["BMS Wil"]),
     (["CAS Project Management", "CAS"], ["FHNW University of Applied Sciences and Arts Northwestern Switzerland", "FHNW"]),
     (["Federal VET Diploma (EFZ) Polymechanic", "Apprenticeship as Polymechanic EFZ", "Polymechanic EFZ", "Federal VET Diploma (EFZ)"], ["Bühler AG", "Bühler AG, Uzwil"])],
    [["EN 15085 Welding Coordinator (level C)", "EN 15085 Welding Coordinator", "Welding Coordinator"], ["Certified SolidWorks Professional (CSWP)", "CSWP", "Certified SolidWorks Professional"]],
    [["PTC Creo", "Creo"], "SolidWorks", ["Windchill", "PTC Windchill"], ["SAP PLM", "SAP"], ["ANSYS", "ANSYS Mechanical"], ["GD&T", "GD&T (ISO GPS)", "ISO GPS"], ["FMEA"],
     ["Design for manufacturing", "DFM"], ["Welding design", "Welding"], ["EN 15085"], ["CNC milling", "CNC"]],
    ["Zürich", "Bussnang", "Uzwil", "Sergeant", "Stadler"],
    [13.2, 17.4], ["Mechanical Engineers"],
    warn_absent=[AMB], unset=[TWO])
assert (M("2010-08:2012-07", "2015-08:2026-10"), M("2006-08:2012-07", "2015-08:2026-11")) == (13.25, 17.33)

# 19 Italian industrial designer, three pages, project years ------------------------------------------------------
add("19-industrial-designer-three-pages-it.pdf", ["Federica Bianchi", "FEDERICA BIANCHI"], "federica.bianchi@example.it", "+39 347 555 2819",
    ["Via Tortona 27, 20144 Milano (MI), Italy", "20144 Milano (MI), Italy", "Milano (MI), Italy", "Milano, Italy", "Milano", "Milan"],
    [P("Senior Industrial Designer", ["Alessi S.p.A.", "Alessi"], "2021", "Present", ["Crusinallo di Omegna (VB)", "Crusinallo di Omegna", "Omegna"]),
     P("Industrial Designer", ["Kartell S.p.A.", "Kartell"], "2018", "2021", ["Noviglio (MI)", "Noviglio"]),
     P("Junior Product Designer", ["Lissoni & Partners"], "2015", "2018", ["Milan", "Milano"]),
     P("Design Intern", ["Artemide S.p.A.", "Artemide"], "2014-04", "2014-09", ["Pregnana Milanese (MI)", "Pregnana Milanese"]),
     P(["Visiting Lecturer", "Visiting lecturer, Product Design Studio 2"], ["Politecnico di Milano"], "2022", "Present")],
    [(["Laurea Magistrale (MSc) in Product Service System Design", "MSc in Product Service System Design", "Laurea Magistrale"], ["Politecnico di Milano", "Politecnico di Milano, School of Design"]),
     (["Laurea (BSc) in Industrial Product Design", "BSc in Industrial Product Design", "Laurea"], ["Politecnico di Milano", "Politecnico di Milano, School of Design"]),
     (["Diploma di Maturità Artistica", "Maturità Artistica"], ["Liceo Artistico Statale di Brera", "Liceo Artistico Statale di Brera, Milan"])],
    [],
    [["Rhinoceros", "Rhino"], "Grasshopper", "SolidWorks", "KeyShot", "Blender", ["Adobe Illustrator", "Illustrator"], ["Adobe Photoshop", "Photoshop"], "AutoCAD",
     ["CMF design", "CMF"], ["Design for manufacturing", "DFM"], ["Rapid prototyping", "3D printing", "Prototyping"], ["Sketching"]],
    ["Milan", "Omegna", "Helsinki", "Ceramics", "Alessi"],
    [10.9, 12.45], ["Commercial and Industrial Designers"],
    warn_absent=[TWO, AMB])
assert (M("2015-12:2026-10"), M("2014-04:2014-09", "2015-01:2026-11")) == (10.92, 12.42)

# 20 Spanish backend engineer, two-column grid --------------------------------------------------------------------
add("20-backend-engineer-two-column-es.pdf", "Javier Martín Ruiz", "javier.martin.ruiz@example.es", "+34 655 555 321",
    ["Barcelona, Spain", "Barcelona"],
    [P("Senior Backend Engineer", "Glovo", "2021-09", "Present", "Barcelona"),
     P("Backend Developer", "Typeform", "2019-02", "2021-08", "Barcelona"),
     P("Software Developer", ["Indra", "Indra Sistemas"], "2016-07", "2019-01", "Madrid"),
     P(["Software Development Intern (beca)", "Software Development Intern"], ["everis (now NTT DATA)", "everis", "NTT DATA"], "2016-01", "2016-06", "Madrid")],
    [(["Grado en Ingeniería Informática (BSc in Computer Engineering)", "Grado en Ingeniería Informática", "BSc in Computer Engineering"], ["Universidad Carlos III de Madrid"])],
    [["AWS Certified Solutions Architect – Associate", "AWS Certified Solutions Architect"], ["Certified Kubernetes Administrator (CKA)", "Certified Kubernetes Administrator", "CKA"]],
    ["Python", ["Go", "Golang"], "Django", "FastAPI", "PostgreSQL", "Redis", ["Kafka", "Apache Kafka"], "gRPC", ["AWS", "Amazon Web Services"], "Terraform", "Kubernetes", "Datadog"],
    ["Barcelona", "Madrid", "Glovo", "Typeform", "Torino"],
    [10.3, 10.95], ["Software Developers"],
    warn_present=[TWO], warn_absent=[AMB])
assert (M("2016-07:2026-10"), M("2016-01:2026-11")) == (10.33, 10.92)

# 21 German key account manager, Lebenslauf in a Word layout table ---------------------------------------------
add("21-key-account-manager-lebenslauf-table-de.docx", "Tobias Hoffmann", "tobias.hoffmann@example.de", ["0176 5550 9182", "040 5550 3371"],
    ["Eppendorfer Weg 212, 20253 Hamburg", "20253 Hamburg", "Hamburg"],
    [P(["Key Account Manager Food Retail", "Key Account Manager"], ["Beiersdorf Deutschland GmbH", "Beiersdorf"], "2022-01", "Present", "Hamburg"),
     P(["Field Sales Representative, Region North", "Field Sales Representative"], ["Lindt & Sprüngli GmbH", "Lindt & Sprüngli"], "2017-07", "2021-12",
       ["Aachen (home office Hamburg)", "Aachen", "Hamburg"]),
     P(["Industrial Clerk, Sales Back Office", "Industrial Clerk"], ["Jungheinrich AG", "Jungheinrich"], "2015-08", "2017-06", "Hamburg")],
    [(["Bachelor of Arts in Business Administration (part-time)", "Bachelor of Arts in Business Administration"], ["FOM University of Applied Sciences", "FOM University of Applied Sciences, Hamburg", "FOM"]),
     (["Apprenticeship as Industrial Clerk (Ausbildung zum Industriekaufmann)", "Apprenticeship as Industrial Clerk", "Industriekaufmann"], ["Jungheinrich AG", "Jungheinrich AG, Hamburg", "IHK Hamburg"]),
     (["Abitur (general university entrance qualification)", "Abitur"], ["Berufliches Gymnasium Wirtschaft", "Berufliches Gymnasium Wirtschaft, Lübeck"])],
    [],
    [["SAP SD", "SAP"], "Salesforce", ["Excel", "Microsoft Excel", "MS Office"], ["Negotiation"], ["Key account management", "Key Account Management"], ["Category management"],
     ["Trade marketing"], ["Joint business planning"], ["Nielsen", "Nielsen data"], ["Promotion planning"]],
    ["Hamburg", "Lübeck", "Aachen", "Sailing", "Fluent"],
    [11.2, 11.4], ["Sales Representatives", "Sales Managers"],
    warn_absent=[AMB], unset=[TWO])
assert (M("2015-08:2026-10"), M("2015-08:2026-11")) == (11.25, 11.33)

# 22 Romanian nurse in Frankfurt, old Europass Word template -----------------------------------------------------
add("22-nurse-europass-word-ro.docx", "Elena-Cristina Dumitrescu", "elena.dumitrescu@example.com", ["+49 1512 5550 347", "+40 721 555 890"],
    ["Kaiserstraße 25, 60311 Frankfurt am Main, Germany", "60311 Frankfurt am Main, Germany", "Frankfurt am Main, Germany", "Frankfurt am Main", "Frankfurt"],
    [P(["Registered Nurse (Gesundheits- und Krankenpflegerin), Cardiology Ward and Chest Pain Unit", "Registered Nurse (Gesundheits- und Krankenpflegerin)", "Registered Nurse"],
       ["Universitätsklinikum Frankfurt"], "2020-04", "Present",
       ["Frankfurt am Main, Germany", "Frankfurt am Main", "60590 Frankfurt am Main, Germany", "Theodor-Stern-Kai 7, 60590 Frankfurt am Main, Germany"]),
     P(["Nursing Assistant (Pflegehelferin) during the recognition procedure", "Nursing Assistant (Pflegehelferin)", "Nursing Assistant"],
       ["AGAPLESION MARKUS KRANKENHAUS", "Agaplesion Markus Krankenhaus"], "2019-09", "2020-04",
       ["Frankfurt am Main, Germany", "Frankfurt am Main", "60431 Frankfurt am Main, Germany", "Wilhelm-Epstein-Straße 4, 60431 Frankfurt am Main, Germany"]),
     P(["Nurse (Asistent medical generalist), Intensive Care Unit", "Nurse (Asistent medical generalist)", "Nurse"],
       ["Spitalul Clinic de Urgență Floreasca (Emergency Clinical Hospital Bucharest)", "Spitalul Clinic de Urgență Floreasca", "Emergency Clinical Hospital Bucharest"], "2014-10", "2019-07",
       ["Bucharest, Romania", "Bucharest", "Calea Floreasca 8, Bucharest, Romania"])],
    [(["Asistent medical generalist (General Nurse diploma, 3-year post-secondary nursing programme)", "Asistent medical generalist", "General Nurse diploma"],
      ["Școala Postliceală Sanitară „Carol Davila”", "Școala Postliceală Sanitară „Carol Davila”, Bucharest, Romania", "Școala Postliceală Sanitară Carol Davila"]),
     (["Diplomă de Bacalaureat (upper secondary school leaving certificate)", "Diplomă de Bacalaureat", "Bacalaureat"],
      ["Colegiul Național „Mihai Viteazul”", "Colegiul Național „Mihai Viteazul”, Ploiești, Romania", "Colegiul Național Mihai Viteazul"])],
    [["Berufserlaubnis / recognition as Registered Nurse (Gesundheits- und Krankenpflegerin)", "Berufserlaubnis", "Recognition as Registered Nurse"],
     ["telc Deutsch B2 Pflege"], ["Basic Life Support (BLS) Provider", "Basic Life Support (BLS)", "BLS", "Basic Life Support"]],
    [["Patient care"], ["Wound management", "Wound care"], ["Medication management", "Medication administration"], ["ECG monitoring", "ECG", "Telemetry monitoring", "Telemetry"],
     ["Basic life support", "BLS"], ["Infection control", "Hygiene and infection control"], ["ORBIS", "ORBIS (Dedalus)"], ["Microsoft Word", "Word"], ["Discharge management", "Discharge planning"]],
    ["Frankfurt", "Bucharest", "Independent user", "Basic user", "Listening"],
    [11.4, 12.1], ["Registered Nurses", "Critical Care Nurses"],
    unset=[TWO, AMB])
assert (M("2014-10:2019-07", "2020-04:2026-10"), M("2014-10:2019-07", "2019-09:2026-11")) == (11.42, 12.08)

# 23 Swedish software engineer, contact only in the page header ---------------------------------------------------
add("23-software-engineer-header-contact-se.docx", "Oskar Bergström", "oskar.bergstrom@example.se", "+46 73 555 20 84",
    ["Göteborg, Sweden", "Göteborg", "Gothenburg"],
    [P(["Senior Software Engineer – Infotainment (Android Automotive OS)", "Senior Software Engineer"], ["Volvo Cars"], "2020", "Present", "Göteborg"),
     P(["Software Engineer, 5G RAN baseband", "Software Engineer"], ["Ericsson AB", "Ericsson"], "2016", "2020", "Göteborg"),
     P("Embedded Software Consultant", ["Semcon Sweden AB", "Semcon"], "2014", "2016", "Göteborg")],
    [(["MSc Computer Science – Algorithms, Languages and Logic", "MSc Computer Science"], ["Chalmers University of Technology", "Chalmers University of Technology, Göteborg"]),
     (["BSc Computer Engineering"], ["Chalmers University of Technology", "Chalmers University of Technology, Göteborg"])],
    [],
    ["Kotlin", "Java", "C++", "Python", ["Android Automotive OS", "Android Automotive", "Android"], "AOSP", ["Embedded Linux", "Linux"], "Yocto", "AUTOSAR", ["CAN", "CAN bus"], "UDS", "Jenkins"],
    ["Göteborg", "Munich", "Volvo", "Japan", "Fluent"],
    [11.9, 12.95], ["Software Developers"],
    warn_absent=[TWO, AMB])
assert (M("2014-12:2026-10"), M("2014-01:2026-11")) == (11.92, 12.92)

# 24 Portuguese systems administrator ------------------------------------------------------------------------------
add("24-systems-administrator-pt.docx", "Tiago Miguel Costa Almeida", "tiago.almeida@example.pt", "+351 931 555 742",
    ["Avenida Almirante Reis 120, 2.º Dto., 1150-022 Lisboa, Portugal", "1150-022 Lisboa, Portugal", "Lisboa, Portugal", "Lisboa", "Lisbon"],
    [P("Systems Administrator", ["Farfetch Portugal", "Farfetch"], "2020-09", "Present", ["Lisboa", "Lisbon"]),
     P(["IT Support Technician (Level 2)", "IT Support Technician"], ["Teleperformance Portugal", "Teleperformance"], "2018-03", "2020-08", ["Lisboa", "Lisbon"]),
     P(["Professional Trainee – IT Helpdesk (IEFP traineeship)", "Professional Trainee – IT Helpdesk", "Professional Trainee"], ["Câmara Municipal de Oeiras"], "2017-10", "2018-02", "Oeiras")],
    [(["Licenciatura (Bachelor's degree) in Computer Engineering", "Licenciatura in Computer Engineering", "Bachelor's degree in Computer Engineering", "Licenciatura"],
      ["ISEL – Instituto Superior de Engenharia de Lisboa", "Instituto Superior de Engenharia de Lisboa", "ISEL"])],
    [["Microsoft Certified: Azure Administrator Associate (AZ-104)", "Microsoft Certified: Azure Administrator Associate", "Azure Administrator Associate", "AZ-104"],
     ["Microsoft 365 Certified: Modern Desktop Administrator Associate (MD-102)", "Microsoft 365 Certified: Modern Desktop Administrator Associate", "Modern Desktop Administrator Associate", "MD-102"],
     ["Cisco Certified Network Associate (CCNA)", "CCNA", "Cisco Certified Network Associate"], ["ITIL 4 Foundation", "ITIL 4", "ITIL"]],
    [["Windows Server"], ["Active Directory"], ["Microsoft 365", "Office 365"], ["Intune", "Microsoft Intune"], ["Azure", "Microsoft Azure"], ["VMware vSphere", "VMware", "vSphere"], "PowerShell",
     ["Veeam"], ["Linux", "Ubuntu Server", "Red Hat Enterprise Linux"], ["ITIL"], ["Jira Service Management", "Jira"], ["VLANs", "VLAN", "Cisco switching"]],
    ["Lisboa", "Oeiras", "Farfetch", "Teleperformance", "Native"],
    [8.6, 9.2], ["Systems Administrators", "Computer User Support Specialists", "Computer Network Support Specialists"],
    warn_absent=[TWO, AMB])
assert (M("2018-03:2026-10"), M("2017-10:2026-11")) == (8.67, 9.17)

# 25 Belgian process engineer, one layout table per entry, D/M/YYYY ------------------------------------------------
add("25-process-engineer-layout-tables-be.docx", ["Pieter Claes", "PIETER CLAES"], "pieter.claes@example.be", ["0475 55 12 48", "+32 3 555 12 48"],
    ["Kasteelpleinstraat 54 bus 3, 2000 Antwerpen, Belgium", "2000 Antwerpen, Belgium", "Antwerpen, Belgium", "Antwerpen", "Antwerp"],
    [P(["Process Engineer – Steam Cracker", "Process Engineer"], ["BASF Antwerpen NV", "BASF Antwerpen", "BASF"], "2020-09", "Present", ["Antwerp", "Antwerpen"]),
     P("Production Engineer", ["INEOS Oxide", "INEOS"], "2017-09", "2020-08", "Zwijndrecht"),
     P("Young Graduate Engineer", ["Borealis Polymers NV", "Borealis"], "2015-09", "2017-08", ["Kallo (Beveren)", "Kallo"]),
     P(["Student job – Operator assistant (summer)", "Operator assistant", "Student job – Operator assistant"], ["Total Antwerp Refining", "Total"], "2014-07", "2014-08", ["Antwerp", "Antwerpen"])],
    [(["Master of Science in Chemical Engineering"], ["KU Leuven", "KU Leuven, Faculty of Engineering Science"]),
     (["Bachelor of Science in Engineering: Chemical Engineering and Materials Science", "Bachelor of Science in Engineering"], ["KU Leuven"])],
    [["Lean Six Sigma Green Belt", "Six Sigma Green Belt"], ["HAZOP Leader training", "HAZOP Leader"], ["VCA-VOL", "VCA-VOL (safety for operational managers)", "VCA"]],
    [["Aspen Plus"], ["Aspen HYSYS", "HYSYS"], ["OSIsoft PI", "PI System"], ["SAP PM", "SAP"], "MATLAB", ["Excel VBA", "VBA", "Excel"], ["HAZOP"], ["Management of change", "MOC"],
     ["Root cause analysis", "RCA"], ["P&ID review", "P&ID"], ["Process safety"], ["Heat and mass balances", "Mass balance"]],
    ["Antwerp", "Zwijndrecht", "Trondheim", "Steam Cracker"],  # correction: "Dutch" removed (the Skills table lists "Dutch (mother tongue)")
    [11.1, 11.45], ["Chemical Engineers"],
    unset=[TWO, AMB])
assert (M("2015-09:2026-10"), M("2014-07:2014-08", "2015-09:2026-11")) == (11.17, 11.42)

# 26 Austrian graduate: junior job, working student, internship -------------------------------------------------
add("26-junior-software-engineer-werkstudent-at.docx", "Anna Katharina Huber", "anna.huber@example.at", "+43 660 555 1234",
    ["Favoritenstraße 64/7, 1040 Wien", "1040 Wien", "Wien", "Vienna"],
    [P("Junior Software Engineer", ["Frequentis AG", "Frequentis"], "2025-11", "Present", "Vienna"),
     P(["Working Student (Werkstudentin), Software Development", "Working Student (Werkstudentin)", "Working Student"], ["Frequentis AG", "Frequentis"], "2024-03", "2025-09", "Vienna"),
     P(["Summer Internship, IT Security", "Summer Internship", "Intern"], ["Erste Group Bank AG", "Erste Group"], "2023-07", "2023-09", "Vienna")],
    [(["MSc Software Engineering & Internet Computing", "MSc"], ["TU Wien", "TU Wien (Vienna University of Technology)"]),
     (["BSc Software & Information Engineering", "BSc"], ["TU Wien"]),
     (["Matura (Austrian school-leaving exam)", "Matura"], ["BRG 4 Wiedner Gymnasium", "BRG 4 Wiedner Gymnasium, Vienna"])],
    [],
    ["Java", "TypeScript", "Python", "SQL", "Spring Boot", "Angular", "JUnit", "Playwright", "Docker", ["Scrum"], ["Test-driven development", "TDD"], ["Teamwork"]],
    ["Vienna", "Stockholm", "Frequentis", "KTH", "Erste"],
    [1.0, 2.95], ["Software Developers"],
    warn_absent=[TWO, AMB])
assert (M("2025-11:2026-10"), M("2023-07:2023-09", "2024-03:2025-09", "2025-11:2026-11")) == (1.0, 2.92)

# 27 Danish nurse, half a page ---------------------------------------------------------------------------------
add("27-nurse-half-page-dk.docx", "Freja Nielsen", "freja.nielsen@example.dk", "+45 22 55 51 90",
    ["Aarhus, Denmark", "Aarhus"],
    [P("Registered Nurse", ["Aarhus University Hospital, Department of Emergency Medicine", "Aarhus University Hospital", "Aarhus University Hospital (AUH)"], "2019-08", "Present"),
     P("Registered Nurse", ["Regional Hospital Randers, Medical Ward M2", "Regional Hospital Randers"], "2017-02", "2019-07"),
     P(["Student Worker (nursing student, part-time)", "Student Worker"], ["Aarhus Municipality, Home Care", "Aarhus Municipality"], "2015", "2016")],
    [(["Professional Bachelor of Nursing"], ["VIA University College", "VIA University College, Aarhus"])],
    [],
    [["Triage", "Triage (DEPES)", "DEPES"], ["Acute care"], ["IV therapy"], ["Medication administration"], ["Wound care"], ["MidtEPJ", "Electronic patient record"], ["Teamwork"],
     ["Discharge planning"]],
    ["Aarhus", "Randers", "Fluent", "Styrelsen"],
    [9.7, 11.9], ["Registered Nurses"],
    warn_absent=[TWO, AMB], unset=["short-text"])
assert (M("2017-02:2026-10"), M("2015-01:2016-12", "2017-02:2026-11")) == (9.75, 11.83)

# 28 French stress engineer, bordered tables for everything ---------------------------------------------------
add("28-stress-engineer-bordered-tables-fr.docx", ["Antoine GIRARD", "Antoine Girard"], "antoine.girard@example.fr", "+33 6 55 48 21 07",
    ["18 allée Jean Jaurès, 31000 Toulouse, France", "31000 Toulouse, France", "Toulouse, France", "Toulouse"],
    [P(["Stress Engineer – A350 fuselage (section 15/21)", "Stress Engineer – A350 fuselage", "Stress Engineer"], ["Airbus Operations SAS", "Airbus Operations", "Airbus"], "2020-03", "Present",
       ["Toulouse (Blagnac)", "Toulouse", "Blagnac"]),
     P(["V.I.E. (International Volunteer in Business) – Stress Engineer", "Stress Engineer", "V.I.E. – Stress Engineer"], ["Liebherr-Aerospace Lindenberg GmbH", "Liebherr-Aerospace Lindenberg", "Liebherr-Aerospace"],
       "2018-01", "2020-02", ["Lindenberg im Allgäu, Germany", "Lindenberg im Allgäu", "Lindenberg"]),
     P(["End-of-studies internship (6 months) – Structures department", "End-of-studies internship", "Intern"], ["Dassault Aviation"], "2017-04", "2017-09", "Saint-Cloud")],
    [(["Diplôme d'Ingénieur (Master's degree in Aerospace Engineering)", "Diplôme d'Ingénieur", "Master's degree in Aerospace Engineering"], ["ISAE-SUPAERO", "ISAE-SUPAERO, Toulouse"]),
     (["Classes préparatoires aux grandes écoles (CPGE MP)", "Classes préparatoires aux grandes écoles", "CPGE MP", "CPGE"], ["Lycée Pierre de Fermat", "Lycée Pierre de Fermat, Toulouse"]),
     (["Baccalauréat S (scientific)", "Baccalauréat S", "Baccalauréat"], ["Lycée Saint-Sernin", "Lycée Saint-Sernin, Toulouse"])],
    [],
    [["Stress analysis"], ["FEM", "Finite element analysis", "FEA"], ["Nastran", "MSC Nastran", "Nastran/Patran"], ["Patran", "Nastran/Patran"], "HyperMesh", "Abaqus", ["ISAMI"],
     ["Fatigue and damage tolerance", "Fatigue", "Damage tolerance"], ["Composite structures", "Composites"], ["CATIA", "CATIA V5"], "Python", "MATLAB"],
    ["Toulouse", "Blagnac", "Airbus", "Rugby", "Pyrenees"],
    [8.8, 9.45], ["Aerospace Engineers"],
    warn_absent=[AMB], unset=[TWO])
assert (M("2018-01:2026-10"), M("2017-04:2017-09", "2018-01:2026-11")) == (8.83, 9.42)

assert len(E) == 28, len(E)
files = sorted(os.listdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")))
assert [e["file"][6:] for e in E] == files, "file names"
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl"), "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print("wrote", len(E), "expectations")
