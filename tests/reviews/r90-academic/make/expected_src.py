#!/usr/bin/python3
"""The expectations of review 90 (academic and research CVs), written from the résumés alone before the parser read
them; writes ../expected.jsonl. totalYears: months counted with years.py (both ends included, as of 2026-11).
Corrections after the first run (see ../README.md): 14 and 25 gave lists of dates for start/end, which the format does not
allow (a date is one string); each now gives the one reading the README states (Winter term Jan–Apr, Summer Jun–Aug, Fall Sep–Nov)."""
import json, os

NOCONTACT = ["no-email", "no-phone", "no-name"]
SECTIONS = ["no-experience-section", "no-education-section", "no-skills-section"]
NOPOS = ["position-without-dates", "position-without-company"]
E = []


def P(title, company, start, end, location=None):
    d = {"title": title, "company": company, "start": start, "end": end}
    if location is not None:
        d["location"] = location
    return d


def add(file, name, email, phone, location, positions, education, certs, present, absent, years, occupation,
        warn_present=(), warn_absent=()):
    e = {"file": "files/" + file, "asOf": "2026-11-01",
         "contact": {"name": name, "email": email, "phone": phone, "location": location},
         "positions": positions,
         "education": [{"degree": d, "school": s} for d, s in education]}
    if certs is not None:
        e["certifications"] = certs
    e.update({"skills": {"present": present, "absent": absent}, "totalYears": years, "occupation": occupation, "warnings": {}})
    if warn_present:
        e["warnings"]["present"] = list(warn_present)
    if warn_absent:
        e["warnings"]["absent"] = list(warn_absent)
    E.append(e)


UWM = ["University of Wisconsin–Madison", "University of Wisconsin-Madison", "UW–Madison", "University of Wisconsin"]
# 01 ---------------------------------------------------------------------------------------------------------
add("01-phd-candidate-chemistry-us.txt", ["Daniel J. Okonkwo", "Daniel Okonkwo"], "dokonkwo@example.edu", "(608) 555-0193",
    ["Madison, WI", "Madison, WI 53706", "1101 University Ave, Madison, WI 53706"],
    [P(["Graduate Research Assistant", "Graduate Research Assistant, Zanni Group"], UWM + ["Zanni Group", "Zanni Group, University of Wisconsin–Madison"], "2021-08", "Present"),
     P("Undergraduate Researcher", ["University of Maryland", "Department of Chemistry & Biochemistry, University of Maryland"], "2019-01", "2021-05"),
     P("Summer Research Intern", ["National Institute of Standards and Technology (NIST)", "National Institute of Standards and Technology", "NIST"], "2020-06", "2020-08", ["Gaithersburg, MD"]),
     P(["Teaching Assistant", "Teaching Assistant, CHEM 104 General Chemistry II"], UWM, "2021-09", "2023-05")],
    [(["Ph.D. in Chemistry", "Ph.D. in Chemistry (Physical Chemistry)", "PhD Chemistry"], UWM),
     (["B.S. in Chemistry", "BS Chemistry"], ["University of Maryland, College Park", "University of Maryland"])],
    None,
    [["2D IR", "2D IR spectroscopy", "Two-dimensional infrared spectroscopy"], ["FTIR", "FTIR spectroscopy"], ["NMR", "NMR spectroscopy"], "Python",
     "NumPy", "MATLAB", "LabVIEW", "LaTeX", "Cyclic voltammetry", ["Schlenk line", "Air-free synthesis"], ["UV-Vis", "UV-Vis spectroscopy"]],
    ["Madison", "Gaithersburg", "Denver", "Zanni Group"],
    [7.5, 7.9], ["Chemists", "Chemistry Teachers", "Physical Scientists"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 02 ---------------------------------------------------------------------------------------------------------
add("02-postdoc-neuroscience-uk.txt", ["Eleanor M. Whitfield", "Eleanor Whitfield", "Dr Eleanor M. Whitfield"], "e.whitfield@example.ac.uk", "+44 7700 900 417",
    ["London W1T 4JG", "London", "25 Howland Street, London W1T 4JG", "Sainsbury Wellcome Centre, UCL, 25 Howland Street, London W1T 4JG"],
    [P(["Sir Henry Wellcome Postdoctoral Fellow", "Postdoctoral Fellow"], ["Sainsbury Wellcome Centre, University College London", "University College London", "Sainsbury Wellcome Centre", "UCL"], "2022", "Present"),
     P(["Postdoctoral Research Associate"], ["University of Oxford", "Department of Physiology, Anatomy and Genetics, University of Oxford"], "2019", "2022"),
     P(["Doctoral Researcher", "Doctoral Researcher (Wellcome Trust 4-year PhD programme)"], "University of Edinburgh", "2015", "2019")],
    [(["PhD Neuroscience", "PhD in Neuroscience", "PhD"], "University of Edinburgh"),
     (["MSci Natural Sciences (Neuroscience)", "MSci Natural Sciences", "MSci"], "University of Cambridge")],
    [["Home Office Personal Licence (PIL A, B, C)", "Home Office Personal Licence", "PIL A, B, C", "Personal Licence"]],
    [["Neuropixels", "Neuropixels recordings"], ["Tetrode recordings", "Tetrode"], ["Stereotaxic surgery"], "Optogenetics", ["Two-photon imaging", "Two-photon microscopy"],
     "Python", "MATLAB", "Kilosort", "DeepLabCut", "Electrophysiology"],
    ["London", "Edinburgh", "Neuron", "Nature Neuroscience", "Referees"],
    [11.0, 11.95], ["Biological Scientists", "Life Scientists", "Medical Scientists", "Biologists", "Biological Science Teachers"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 03 ---------------------------------------------------------------------------------------------------------
NITT = ["NIT Tiruchirappalli", "National Institute of Technology Tiruchirappalli"]
add("03-assistant-professor-cse-india.txt", ["Priya Raghunathan", "Dr. Priya Raghunathan", "PRIYA RAGHUNATHAN"], "priya.r@example.in", "+91 98400 55123",
    ["Tiruchirappalli", "Tamil Nadu", "Tiruchirappalli, Tamil Nadu", "Tamil Nadu – 620015", "National Institute of Technology Tiruchirappalli, Tamil Nadu – 620015"],
    [P(["Assistant Professor (Grade I)", "Assistant Professor"], NITT, "2020-01", "Present"),
     P("Assistant Professor", ["Amrita Vishwa Vidyapeetham", "Amrita Vishwa Vidyapeetham, Coimbatore"], "2018-07", "2019-12", ["Coimbatore"]),
     P(["Research Scholar (Half-Time Teaching Research Assistant)", "Research Scholar", "Half-Time Teaching Research Assistant"], ["IIT Madras", "Indian Institute of Technology Madras"], "2013-07", "2018-06"),
     P("Software Engineer", ["Infosys Limited", "Infosys"], "2010-08", "2013-06", ["Mysuru"])],
    [(["Ph.D. (CSE)", "Ph.D.", "PhD"], ["Indian Institute of Technology Madras", "IIT Madras"]),
     (["M.Tech (CSE)", "M.Tech"], ["Anna University, Chennai", "Anna University"]),
     (["B.E. (CSE)", "B.E."], ["PSG College of Technology, Coimbatore", "PSG College of Technology"])],
    None,
    ["Machine Learning", ["Natural Language Processing", "NLP"], ["Federated Learning"], "Python", "PyTorch", "TensorFlow",
     ["Hugging Face Transformers", "Hugging Face"], "scikit-learn", "C++", "LaTeX", "Deep Learning"],
    ["Tiruchirappalli", "Infosys", "Coimbatore", "Nationality", "IEEE"],
    [16.2, 16.4], ["Computer Science Teachers", "Computer and Information Research Scientists"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 04 ---------------------------------------------------------------------------------------------------------
add("04-research-technician-broad-us.txt", "Marisol Vega", "marisol.vega@example.com", "617-555-0168", ["Cambridge, MA"],
    [P(["Research Technician II"], ["Broad Institute of MIT and Harvard", "Broad Institute"], "2023-06", "Present", "Cambridge, MA"),
     P(["Research Technician I"], ["Dana-Farber Cancer Institute", "Dana-Farber"], "2021-08", "2023-05", "Boston, MA"),
     P(["Laboratory Assistant (work-study)", "Laboratory Assistant"], ["Boston University Biology Dept.", "Boston University", "Boston University Biology Department"], "2019-09", "2021-05", "Boston, MA")],
    [(["B.S., Biology", "B.S. Biology", "B.S., Biology (minor in Chemistry)"], "Boston University")],
    None,
    [["CRISPR screening", "CRISPR"], ["Lentivirus production", "Lentiviral production"], "Flow cytometry", "qPCR", "Western blot", "ELISA",
     "Cell culture", "FlowJo", "GraphPad Prism", "Benchling", "R", "Spanish"],
    ["Cambridge", "Boston", "Broad Institute", "Dana-Farber"],
    [5.2, 7.2], ["Biological Technicians", "Biologists", "Life, Physical, and Social Science Technicians"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 05 ---------------------------------------------------------------------------------------------------------
SK = ["The Hospital for Sick Children (SickKids)", "The Hospital for Sick Children", "SickKids", "Hospital for Sick Children"]
add("05-clinical-research-coordinator-canada.txt", ["Amara Osei-Bonsu", "AMARA OSEI-BONSU", "Amara Osei-Bonsu, MSc, CCRP"], "amara.oseibonsu@example.ca", "416-555-0176",
    ["Toronto, ON"],
    [P(["Clinical Research Coordinator II", "Clinical Research Coordinator II, Division of Haematology/Oncology"], SK, "2022-03", "Present", "Toronto, ON"),
     P(["Clinical Research Assistant", "Clinical Research Assistant, Labatt Family Heart Centre"], SK + ["Labatt Family Heart Centre"], "2019-09", "2022-02", "Toronto, ON"),
     P(["Research Volunteer", "Research Volunteer, Cardiovascular Imaging Lab"], ["University Health Network, Toronto General Hospital Research Institute", "University Health Network", "Toronto General Hospital Research Institute"], "2018-05", "2019-08")],
    [(["Master of Science, Epidemiology", "Master of Science", "MSc Epidemiology"], ["Dalla Lana School of Public Health, University of Toronto", "University of Toronto", "Dalla Lana School of Public Health"]),
     (["Bachelor of Health Sciences (Honours)", "Bachelor of Health Sciences"], "McMaster University")],
    [["Certified Clinical Research Professional (CCRP)", "CCRP", "Certified Clinical Research Professional"],
     ["TCPS 2: CORE-2022", "TCPS 2: CORE-2022 (Tri-Council Policy Statement)", "TCPS 2", "TCPS 2: CORE"],
     ["ICH-GCP E6(R2)", "ICH-GCP E6(R2), CITI Program", "ICH-GCP", "GCP"],
     ["IATA Dangerous Goods (Division 6.2) shipping", "IATA Dangerous Goods", "IATA"]],
    [["Regulatory submissions", "Regulatory submissions (REB, Health Canada CTA)"], "Informed consent", "Medidata Rave", "REDCap", ["OnCore CTMS", "OnCore"],
     "Epic", "SAS", "R", "Source data verification", "Adverse event reporting", ["ICH-GCP", "GCP", "Good Clinical Practice"], "French"],
    ["Toronto", "SickKids", "Labatt Family Heart Centre", "McMaster"],
    [7.2, 8.65], ["Clinical Research Coordinators", "Clinical Data Managers"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 06 ---------------------------------------------------------------------------------------------------------
UOM = ["The University of Melbourne", "University of Melbourne", "School of BioSciences, The University of Melbourne"]
add("06-senior-lecturer-ecology-australia.txt", ["Thomas A. Nguyen-Hale", "Thomas Nguyen-Hale", "Dr Thomas A. Nguyen-Hale"], "t.nguyenhale@example.edu.au", "+61 3 5550 1942",
    ["Parkville VIC 3010", "Parkville VIC", "Parkville", "School of BioSciences, The University of Melbourne, Parkville VIC 3010", "The University of Melbourne, Parkville VIC 3010"],
    [P(["Senior Lecturer (Level C)", "Senior Lecturer"], UOM, "2021-01", "Present"),
     P(["Lecturer (Level B)", "Lecturer"], UOM, "2017-07", "2020-12"),
     P(["ARC DECRA Fellow", "DECRA Fellow"], ["Deakin University", "School of Life and Environmental Sciences, Deakin University"], "2014-02", "2017-06"),
     P("Research Assistant", ["Australian Institute of Marine Science (AIMS)", "Australian Institute of Marine Science", "AIMS"], "2008", "2009")],
    [(["PhD (Ecology)", "PhD", "PhD Ecology"], ["James Cook University", "James Cook University, Townsville"]),
     (["BSc (Hons I), Marine Biology", "BSc (Hons I)", "BSc (Hons)", "BSc"], ["The University of Queensland", "University of Queensland"])],
    None,
    [["Scientific diving", "Scientific diving (ADAS Part 2)"], ["Underwater visual census"], ["Stable-isotope analysis", "Stable isotope analysis"], "R",
     ["Bayesian hierarchical models", "Bayesian modelling", "Bayesian statistics"], ["QGIS", "GIS"], ["Drone survey", "Drone surveys"], "Grant writing", "Mentoring", "lme4"],
    ["Parkville", "Townsville", "Queenscliff", "Ecology Letters", "Parks Victoria"],
    [13.7, 14.9], ["Biological Science Teachers", "Zoologists and Wildlife Biologists", "Biologists", "Environmental Science Teachers", "Conservation Scientists",
                   "Environmental Scientists", "Atmospheric, Earth, Marine, and Space Sciences Teachers"], (),
    NOCONTACT + ["no-experience-section", "no-education-section", "no-skills-section"] + NOPOS + ["two-columns", "stated-years"])

# 07 ---------------------------------------------------------------------------------------------------------
TCD = ["Trinity College Dublin", "Trinity College Dublin, School of Computer Science and Statistics"]
add("07-phd-to-data-scientist-ireland.txt", ["Ciarán Ó Dálaigh", "Ciaran O Dalaigh"], "ciaran.odalaigh@example.ie", "+353 85 555 0134",
    ["Dublin 8, Ireland", "Dublin 8", "Dublin"],
    [P(["Data Scientist, Customer Analytics", "Data Scientist"], "Electric Ireland", "2023-10", "Present", ["Dublin"]),
     P(["Postdoctoral Researcher", "Postdoctoral Researcher, School of Computer Science and Statistics"], TCD, "2021-09", "2023-09"),
     P(["PhD Researcher", "PhD Researcher (SFI Centre for Research Training in Genomics Data Science)"], TCD, "2017-09", "2021-08"),
     P(["Summer Intern", "Summer Intern, Climatology Division"], "Met Éireann", "2016-06", "2016-08", ["Glasnevin"])],
    [(["PhD Statistics", "PhD in Statistics", "PhD"], "Trinity College Dublin"),
     (["BA (Mod) Mathematics", "BA Mathematics", "BA (Mod)"], "Trinity College Dublin")],
    None,
    ["Python", "pandas", "scikit-learn", "LightGBM", "R", "SQL", "Stan", "Databricks", ["Azure ML", "Azure Machine Learning"], "Docker",
     ["Bayesian inference", "Bayesian statistics"], ["Time-series forecasting", "Forecasting"], ["A/B testing"], "Causal inference", "Survival analysis"],
    ["Dublin", "Electric Ireland", "Glasnevin", "Met Éireann"],
    [9.4, 9.6], ["Data Scientists", "Statisticians"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 08 ---------------------------------------------------------------------------------------------------------
GT = ["Georgia Institute of Technology", "George W. Woodruff School of Mechanical Engineering, Georgia Institute of Technology",
      "George W. Woodruff School of Mechanical Engineering", "Georgia Tech"]
add("08-professor-mechanical-engineering-us.txt", ["Richard K. Abernathy", "Richard Abernathy", "RICHARD K. ABERNATHY", "RICHARD K. ABERNATHY, Ph.D., P.E."],
    "rabernathy@example.edu", "404-555-0127", ["Atlanta, GA", "Atlanta, GA 30332-0405", "Georgia Institute of Technology, Atlanta, GA 30332-0405"],
    [P("Associate Chair for Graduate Studies", GT, "2022", "Present"),
     P("Professor", GT, "2017", "Present"),
     P("Associate Professor", GT, "2011", "2017"),
     P("Assistant Professor", ["University of Utah", "Department of Mechanical Engineering, University of Utah"], "2006", "2011", ["Salt Lake City, UT"]),
     P("Postdoctoral Scholar", "Sandia National Laboratories", "2004", "2006", ["Livermore, CA"]),
     P("Visiting Professor", ["Technische Universität München", "Technical University of Munich"], "2015-06", "2015-08", ["Germany"])],
    [(["Ph.D., Mechanical Engineering", "Ph.D. Mechanical Engineering", "Ph.D."], "Stanford University"),
     (["M.S., Mechanical Engineering", "M.S."], "Stanford University"),
     (["B.S., Mechanical Engineering", "B.S."], "Purdue University")],
    [["Professional Engineer (P.E.)", "Professional Engineer", "P.E.", "Professional Engineer (P.E.), State of Georgia"]],
    [["Heat transfer", "Heat Transfer"], ["Two-phase cooling", "Two-phase flow"], ["Electronics cooling", "Thermal management"], "Flow boiling",
     ["Convective heat transfer"], ["Spray cooling"], "Teaching", ["Grant writing", "Research grants"]],
    ["Atlanta", "Salt Lake City", "Livermore", "Associate Chair", "Sandia"],
    [22.2, 22.95], ["Engineering Teachers", "Mechanical Engineers"], ["no-skills-section"],
    NOCONTACT + ["no-experience-section", "no-education-section"] + NOPOS + ["two-columns", "stated-years"])

# 09 ---------------------------------------------------------------------------------------------------------
ILT = ["Fraunhofer Institute for Laser Technology ILT", "Fraunhofer Institute for Laser Technology", "Fraunhofer ILT"]
add("09-research-engineer-fraunhofer-germany.txt", ["Lukas Brenner", "Lukas Brenner, M.Sc."], "lukas.brenner@example.de", "+49 241 5550 1823",
    ["Aachen, Germany", "Aachen"],
    [P(["Research Engineer (Wissenschaftlicher Mitarbeiter)", "Research Engineer", "Wissenschaftlicher Mitarbeiter"], ILT, "2021-03", "Present", "Aachen"),
     P(["Doctoral Candidate (external)", "Doctoral Candidate"], ["RWTH Aachen University", "Chair for Laser Technology LLT, RWTH Aachen University", "Chair for Laser Technology LLT"], "2019-03", "2021-02", "Aachen"),
     P("Student Research Assistant", ILT, "2017-10", "2019-02", "Aachen"),
     P("Intern", ["TRUMPF Laser- und Systemtechnik GmbH", "TRUMPF"], "2016-04", "2016-09", "Ditzingen")],
    [(["M.Sc. Mechanical Engineering", "M.Sc. Mechanical Engineering (Production Engineering)", "M.Sc."], "RWTH Aachen University"),
     (["B.Sc. Mechanical Engineering", "B.Sc."], ["Karlsruhe Institute of Technology (KIT)", "Karlsruhe Institute of Technology", "KIT"])],
    None,
    [["Ultrafast lasers", "Ultrafast laser"], ["Laser micromachining"], ["Zemax OpticStudio", "Zemax", "Optical design"], "Python", "MATLAB", "LabVIEW",
     "SolidWorks", ["Design of experiments (DoE)", "Design of experiments", "DoE"], "Project management", "French"],
    ["Aachen", "Ditzingen", "TRUMPF", "Fraunhofer", "Driving licence"],
    [9.5, 9.75], ["Mechanical Engineers", "Photonics Engineers", "Physicists", "Materials Engineers", "Industrial Engineers"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 10 ---------------------------------------------------------------------------------------------------------
add("10-postdoc-to-pharma-scientist-us.txt", ["Sarah Chen-Morales", "SARAH CHEN-MORALES", "Sarah Chen-Morales, PhD"], "s.chenmorales@example.com", "(858) 555-0110",
    ["San Diego, CA"],
    [P(["Senior Scientist I, Antibody Discovery", "Senior Scientist I"], "Gossamer Bio", "2024-01", "Present", "San Diego, CA"),
     P("Scientist II", "Gossamer Bio", "2022-06", "2023-12", "San Diego, CA"),
     P("Postdoctoral Fellow", ["The Scripps Research Institute", "Scripps Research Institute"], "2019-09", "2022-05", "La Jolla, CA"),
     P(["Graduate Intern, Protein Sciences", "Graduate Intern"], "Genentech", "2017-06", "2017-08", "South San Francisco, CA")],
    [(["Ph.D., Chemical Engineering", "Ph.D. Chemical Engineering", "Ph.D."], ["California Institute of Technology (Caltech)", "California Institute of Technology", "Caltech"]),
     (["B.S., Chemical Engineering", "B.S."], ["University of California, Berkeley", "UC Berkeley"])],
    None,
    ["Antibody engineering", "Yeast display", "Phage display", ["FACS sorting", "FACS"], ["SPR", "Surface plasmon resonance", "SPR / BLI"], ["BLI", "Bio-layer interferometry", "Octet"],
     ["Protein expression & purification", "Protein purification", "Protein expression"], ["NGS analysis", "NGS"], "PyMOL", "Rosetta", "GraphPad Prism", "Python"],
    ["San Diego", "La Jolla", "Gossamer Bio", "Science", "Genentech"],
    [7.4, 7.6], ["Biochemists and Biophysicists", "Medical Scientists", "Molecular and Cellular Biologists", "Chemical Engineers", "Biological Scientists"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns"])

# 11 ---------------------------------------------------------------------------------------------------------
UMAN = ["The University of Manchester", "University of Manchester", "The University of Manchester, Manchester"]
add("11-phd-physics-sidebar-uk.pdf", "Hannah Iqbal", "h.iqbal@example.ac.uk", "+44 7700 900 283", ["Manchester, United Kingdom", "Manchester"],
    [P(["Graduate Researcher, National Graphene Institute", "Graduate Researcher"], UMAN + ["National Graphene Institute"], "2022-10", "Present", ["Manchester"]),
     P(["Summer Student, ISIS Neutron and Muon Source", "Summer Student"], ["STFC Rutherford Appleton Laboratory", "ISIS Neutron and Muon Source", "STFC Rutherford Appleton Laboratory, Didcot"], "2021-06", "2021-09", ["Didcot"]),
     P(["Graduate Teaching Assistant", "Graduate Teaching Assistant, Department of Physics & Astronomy"], UMAN + ["Department of Physics & Astronomy"], "2023-09", "Present")],
    [(["PhD in Physics", "PhD Physics", "PhD"], UMAN + ["The University of Manchester — National Graphene Institute"]),
     (["MPhys Physics", "MPhys Physics, First Class Honours", "MPhys"], "University of Bristol")],
    None,
    [["Molecular beam epitaxy (MBE)", "Molecular beam epitaxy", "MBE"], ["Cleanroom nanofabrication", "Nanofabrication"], ["E-beam lithography", "Electron-beam lithography"],
     ["Low-temperature transport", "Dilution refrigerator"], "Raman spectroscopy", "Python", "COMSOL", "Origin", "Science communication", "German"],
    ["Manchester", "Didcot", "Bristol", "Graphene Week", "Mantid"],
    [4.4, 4.6], ["Physicists", "Materials Scientists", "Physics Teachers"], ["two-columns"],
    NOCONTACT + SECTIONS + NOPOS + ["stated-years"])

# 12 ---------------------------------------------------------------------------------------------------------
UNC = ["University of North Carolina at Chapel Hill", "UNC Chapel Hill", "Department of Economics, University of North Carolina at Chapel Hill"]
add("12-assistant-professor-economics-us.pdf", ["Jonathan M. Adeyemi", "Jonathan Adeyemi"], "jadeyemi@example.edu", "(919) 555-0182",
    ["Chapel Hill, NC", "Chapel Hill, NC 27599", "Gardner Hall, CB 3305, Chapel Hill, NC 27599"],
    [P(["Assistant Professor of Economics", "Assistant Professor"], UNC, "2021", "Present"),
     P("Postdoctoral Fellow", ["Opportunity Insights, Harvard University", "Harvard University", "Opportunity Insights"], "2019", "2021")],
    [(["Ph.D., Economics", "Ph.D. Economics", "Ph.D."], "Northwestern University"),
     (["M.A., Economics", "M.A."], "Northwestern University"),
     (["B.A., Economics and Mathematics", "B.A."], "Morehouse College")],
    None,
    ["Stata", "R", "Python", "ArcGIS", "Causal inference", ["Difference-in-differences"], ["Regression discontinuity"], ["Labor economics"],
     ["Applied econometrics", "Econometrics"], ["Administrative data linkage", "Data linkage"]],
    ["Chapel Hill", "American Economic Review", "Harvard", "NBER", "San Antonio"],
    [7.3, 7.95], ["Economics Teachers", "Economists"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 13 ---------------------------------------------------------------------------------------------------------
add("13-postdoc-biotech-india-tables.pdf", ["Ananya Mukherjee", "Dr. Ananya Mukherjee"], "ananya.mukherjee@example.in", "+91 99455 50761",
    ["Bengaluru, Karnataka, India", "Bengaluru, Karnataka", "Bengaluru"],
    [P(["DBT-Research Associate (RA-III)", "DBT-Research Associate", "Research Associate", "DBT-Research Associate (RA-III), Laboratory of Dr. R. Sowdhamini"],
       ["National Centre for Biological Sciences (NCBS-TIFR)", "National Centre for Biological Sciences", "NCBS-TIFR", "National Centre for Biological Sciences (NCBS-TIFR), Bengaluru"], "2023-04", "Present"),
     P(["Postdoctoral Fellow (N-PDF, SERB)", "Postdoctoral Fellow"], ["Indian Institute of Science (IISc)", "Indian Institute of Science", "IISc", "Indian Institute of Science (IISc), Bengaluru"], "2020-11", "2023-03"),
     P(["Junior / Senior Research Fellow (CSIR-JRF/SRF)", "Junior / Senior Research Fellow", "Senior Research Fellow", "Junior Research Fellow"],
       ["CSIR-Institute of Microbial Technology (IMTECH)", "CSIR-Institute of Microbial Technology", "CSIR-IMTECH", "IMTECH", "CSIR-Institute of Microbial Technology (IMTECH), Chandigarh"], "2014-08", "2020-10")],
    [(["Ph.D. (Biological Sciences)", "Ph.D.", "PhD"], ["Academy of Scientific and Innovative Research (AcSIR)", "Academy of Scientific and Innovative Research", "AcSIR"]),
     (["M.Sc. Biotechnology", "M.Sc."], "University of Hyderabad"),
     (["B.Sc. (Botany, Zoology, Chemistry)", "B.Sc."], ["Presidency College, Kolkata (University of Calcutta)", "Presidency College, Kolkata", "Presidency College", "University of Calcutta"])],
    None,
    [["X-ray crystallography", "Crystallography"], ["Cryo-EM", "Cryo-EM single-particle analysis"], "CCP4", "Phenix", "Coot", "RELION", "cryoSPARC",
     ["ITC", "Isothermal titration calorimetry"], ["Molecular docking"], ["Molecular dynamics", "GROMACS"], "PyMOL", "Python", ["Cloning", "Site-directed mutagenesis"]],
    ["Bengaluru", "Chandigarh", "Kolkata", "Nature Communications", "GATE"],
    [12.2, 12.4], ["Biochemists and Biophysicists", "Molecular and Cellular Biologists", "Medical Scientists", "Biological Scientists", "Bioinformatics Scientists", "Biologists"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 14 ---------------------------------------------------------------------------------------------------------
add("14-research-associate-icons-canada.pdf", "Gabriel Tremblay-Roy", "gabriel.tremblay-roy@example.ca", "418-555-0139", ["Québec City, QC", "Quebec City, QC"],
    [P("Research Associate", ["Institut national de la recherche scientifique (INRS), Centre Eau Terre Environnement", "Institut national de la recherche scientifique (INRS)",
                              "Institut national de la recherche scientifique", "INRS", "INRS, Centre Eau Terre Environnement"], "2023-05", "Present", ["Québec City, QC"]),
     P("Postdoctoral Fellow", ["Environment and Climate Change Canada (ECCC), Aquatic Contaminants Research Division", "Environment and Climate Change Canada (ECCC)",
                               "Environment and Climate Change Canada", "ECCC"], "2021-01", "2023-04", ["Burlington, ON"]),
     P(["Chemistry Laboratory Instructor (sessional)", "Chemistry Laboratory Instructor"], "Université Laval", "2019-01", "2020-04", ["Québec City, QC"])],
    [(["Ph.D., Chemistry", "Ph.D. Chemistry", "Ph.D."], "Université Laval"),
     (["B.Sc., Chemistry (Co-op)", "B.Sc., Chemistry", "B.Sc."], "University of Waterloo")],
    None,
    [["LC-MS/MS", "LC-MS"], ["Orbitrap HRMS", "Orbitrap", "HRMS", "LC-HRMS"], "GC-MS", "Solid-phase extraction", ["PFAS analysis", "PFAS"], ["ISO/IEC 17025", "ISO 17025"], "R",
     "Compound Discoverer", "Technical writing", ["Bilingual French/English", "French", "Bilingual"]],
    ["Québec City", "Burlington", "Great Lakes", "Chemosphere", "Environment and Climate Change Canada"],
    [6.3, 7.3], ["Chemists", "Environmental Scientists", "Chemical Technicians"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 15 ---------------------------------------------------------------------------------------------------------
add("15-pharma-senior-scientist-two-page-us.pdf", ["Michael R. Okafor", "Michael Okafor", "Michael R. Okafor, Ph.D."], "m.okafor.phd@example.com", "781.555.0154",
    ["Cambridge, MA 02139", "Cambridge, MA"],
    [P(["Senior Scientist II, Analytical Development", "Senior Scientist II"], ["Moderna, Inc.", "Moderna"], "2024-02", "Present", "Norwood, MA"),
     P(["Scientist II → Senior Scientist I, Analytical Sciences", "Scientist II → Senior Scientist I", "Senior Scientist I", "Scientist II", "Senior Scientist I, Analytical Sciences"],
       ["Sarepta Therapeutics", "Sarepta"], "2021-03", "2024-01", "Cambridge, MA"),
     P("Postdoctoral Research Fellow", ["Northeastern University", "Department of Chemistry, Northeastern University"], "2018-09", "2021-02", "Boston, MA"),
     P("Graduate Research Assistant", "University of Michigan", "2013-08", "2018-08", "Ann Arbor, MI"),
     P("Quality Control Chemist", ["Perrigo Company", "Perrigo"], "2011-06", "2013-07", "Allegan, MI")],
    [(["Ph.D., Chemistry", "Ph.D. Chemistry", "Ph.D."], ["University of Michigan, Ann Arbor", "University of Michigan"]),
     (["B.S., Chemistry", "B.S."], ["Michigan State University, East Lansing", "Michigan State University"])],
    None,
    [["LC-MS", "Mass spectrometry"], ["HPLC", "UPLC", "HPLC/UPLC"], ["Capillary electrophoresis", "CE-SDS", "cIEF"], "ddPCR", ["Analytical ultracentrifugation", "AUC"],
     ["GMP", "cGMP"], ["Method validation", "ICH Q2/Q14 method validation"], ["Method transfer"], ["Stability studies"], ["Empower", "Empower 3", "Waters Empower"], "JMP", "Python",
     ["People management"]],
    ["Cambridge", "Norwood", "Allegan", "Moderna", "Analytical Chemistry"],
    [15.4, 15.6], ["Chemists", "Biochemists", "Chemical Technicians"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 16 ---------------------------------------------------------------------------------------------------------
UQ = ["The University of Queensland", "University of Queensland", "Queensland Brain Institute, The University of Queensland", "Queensland Brain Institute"]
add("16-research-assistant-psychology-australia.pdf", "Olivia Brennan-Kaur", "olivia.bk@example.com.au", "0491 570 156", ["Brisbane QLD", "Brisbane"],
    [P(["Research Assistant (0.8 FTE)", "Research Assistant"], UQ, "2024-02", "Present", ["St Lucia QLD", "St Lucia"]),
     P(["Research Officer (casual)", "Research Officer"], ["Griffith University", "School of Psychology, Griffith University"], "2022-07", "2024-01", ["Mt Gravatt QLD", "Mt Gravatt"]),
     P(["Sessional Tutor", "Sessional Tutor, PSYC1020 Introduction to Psychology"], ["The University of Queensland", "University of Queensland"], "2023", "2025")],
    [(["Bachelor of Psychological Science (Honours)", "Bachelor of Psychological Science"], "Griffith University")],
    [["Mental Health First Aid", "Mental Health First Aid (2024)"], ["Blue Card (Working with Children Check, Queensland)", "Blue Card", "Working with Children Check"]],
    ["R", "SPSS", "Qualtrics", "PsychoPy", ["EyeLink eye-tracking", "Eye-tracking", "EyeLink"], "Actigraphy", ["Literature reviews", "Literature review"],
     ["Ethics applications", "Ethics applications (NHMRC National Statement)"], "lme4", "tidyverse"],
    ["Brisbane", "St Lucia", "Griffith University", "Sleep Health", "Flinders University"],
    [4.3, 4.55], ["Social Science Research Assistants", "Psychologists", "Psychology Teachers"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 17 ---------------------------------------------------------------------------------------------------------
UI = ["University of Iowa", "Department of Rhetoric, University of Iowa"]
add("17-lecturer-english-teaching-us.pdf", "Rebecca L. Haverford", "rebecca.haverford@example.com", "319-555-0115",
    ["Iowa City, IA 52245", "Iowa City, IA", "412 Maple Street, Apt 3 · Iowa City, IA 52245", "412 Maple Street, Apt 3, Iowa City, IA 52245"],
    [P("Lecturer", UI, "2020-09", "Present"),
     P("Adjunct Instructor", ["Kirkwood Community College", "English Department, Kirkwood Community College"], "2018-01", "2021-05", "Cedar Rapids, IA"),
     P("Graduate Instructor", UI, "2013-08", "2020-05"),
     P("Assistant Director", ["Writing Center, University of Iowa", "University of Iowa", "Writing Center"], "2021", "2024")],
    [(["Ph.D. in English (Rhetoric and Composition)", "Ph.D. in English", "Ph.D."], "University of Iowa"),
     (["M.F.A. in Nonfiction Writing", "M.F.A."], "University of Iowa"),
     (["B.A. in English and History", "B.A."], "Grinnell College")],
    [["Certificate in Online Teaching (Quality Matters Applying the QM Rubric)", "Certificate in Online Teaching", "Quality Matters Applying the QM Rubric", "Applying the QM Rubric"]],
    ["Course design", ["Canvas LMS", "Canvas"], "Writing assessment", ["Peer-tutor training", "Tutor training"], "Curriculum development", "Public speaking"],
    ["Iowa City", "Cedar Rapids", "Kirkwood", "Baltimore", "Rhetoric"],
    [13.2, 13.45], ["English Language and Literature Teachers", "Postsecondary Teachers", "Communications Teachers"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 18 ---------------------------------------------------------------------------------------------------------
add("18-ml-research-scientist-industry-uk.pdf", "Aleksander Nowak", "a.nowak@example.com", "+44 20 7946 0321", ["London, UK", "London"],
    [P("Staff Research Scientist", ["Google DeepMind", "Google DeepMind, London"], "2023-04", "Present", ["London"]),
     P("Research Scientist", ["Microsoft Research Cambridge", "Microsoft Research"], "2020-10", "2023-03", ["Cambridge, UK"]),
     P("Research Intern", ["Facebook AI Research (FAIR)", "Facebook AI Research", "FAIR"], "2019-06", "2019-09", ["Paris"]),
     P(["Teaching Assistant, Machine Learning Practical", "Teaching Assistant"], ["School of Informatics, University of Edinburgh", "University of Edinburgh"], "2017", "2019")],
    [(["PhD, Informatics", "PhD Informatics", "PhD"], "University of Edinburgh"),
     (["MSc Mathematics", "MSc"], "University of Warsaw"),
     (["BSc Mathematics", "BSc"], "University of Warsaw")],
    None,
    ["PyTorch", "JAX", "Python", "C++", "CUDA", ["Distributed training", "Distributed training (TPU, SLURM)"], "Diffusion models",
     ["RLHF", "Reinforcement learning from human feedback"], ["Probabilistic modelling", "Probabilistic modeling"], "Technical leadership", "Polish"],
    ["London", "Paris", "NeurIPS", "Google DeepMind", "Warsaw"],
    [8.1, 9.2], ["Computer and Information Research Scientists", "Data Scientists"], ["two-columns"],
    NOCONTACT + SECTIONS + NOPOS + ["stated-years"])

# 19 ---------------------------------------------------------------------------------------------------------
add("19-clinical-research-coordinator-duke-us.pdf", ["Keisha M. Dawson", "Keisha Dawson", "Keisha M. Dawson, BS, CCRC"], "keisha.dawson@example.com", "(919) 555-0163", ["Durham, NC"],
    [P("Clinical Research Coordinator II", ["Duke Cancer Institute, Duke University Health System", "Duke Cancer Institute", "Duke University Health System"], "2022-03", "Present", "Durham, NC"),
     P("Clinical Research Coordinator I", ["Duke Clinical Research Institute (DCRI)", "Duke Clinical Research Institute", "DCRI"], "2020-07", "2022-02", "Durham, NC"),
     P("Research Assistant", "UNC Lineberger Comprehensive Cancer Center", "2019-06", "2020-06", "Chapel Hill, NC"),
     P("Patient Care Technician", "UNC Hospitals", "2018-01", "2019-05", "Chapel Hill, NC")],
    [(["Bachelor of Science in Biology", "Bachelor of Science"], "North Carolina Central University")],
    [["Certified Clinical Research Coordinator (CCRC)", "CCRC", "Certified Clinical Research Coordinator"],
     ["CITI Good Clinical Practice (GCP)", "CITI Good Clinical Practice", "GCP", "Good Clinical Practice"],
     ["IATA Shipping of Dangerous Goods", "IATA"], ["BLS for Healthcare Providers", "BLS", "BLS for Healthcare Providers, AHA"]],
    ["Informed consent", ["IRB submissions", "IRB"], "Medidata Rave", ["OnCore CTMS", "OnCore"], "REDCap", ["Epic", "Epic (Research module)"], "Phlebotomy",
     "Adverse event reporting", ["Microsoft Excel", "Excel"], "Teamwork", ["Oracle InForm", "InForm"]],
    ["Durham", "Chapel Hill", "Duke", "Lineberger"],
    [8.8, 9.0], ["Clinical Research Coordinators"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 20 ---------------------------------------------------------------------------------------------------------
NHLS = ["National Health Laboratory Service (NHLS)", "National Health Laboratory Service", "NHLS"]
add("20-lab-manager-south-africa.pdf", "Thandiwe Mokoena", "thandi.mokoena@example.co.za", "+27 21 555 0198", ["Cape Town, South Africa", "Cape Town"],
    [P("Laboratory Manager", ["Division of Medical Virology, Stellenbosch University (Tygerberg campus)", "Stellenbosch University", "Division of Medical Virology, Stellenbosch University"], "2021-04", "Present", ["Cape Town"]),
     P("Senior Medical Technologist", NHLS + ["National Health Laboratory Service (NHLS), Groote Schuur Hospital", "Groote Schuur Hospital"], "2014", "2021", ["Cape Town"]),
     P(["Medical Technologist (community service and intern)", "Medical Technologist"], NHLS + ["NHLS, Dr George Mukhari Academic Hospital", "Dr George Mukhari Academic Hospital"], "2011", "2013", ["Pretoria"])],
    [(["MSc Medical Virology", "MSc"], "Stellenbosch University"),
     (["National Diploma: Biomedical Technology", "National Diploma"], "Tshwane University of Technology"),
     (["BTech: Biomedical Technology", "BTech"], "Tshwane University of Technology")],
    [["Medical Technologist (Virology), Health Professions Council of South Africa (HPCSA)", "HPCSA", "Medical Technologist (Virology)", "Health Professions Council of South Africa (HPCSA)"]],
    ["Laboratory management", ["ISO 15189"], ["Biosafety (BSL-3)", "Biosafety", "BSL-3"], "Staff training", ["Real-time PCR", "PCR"], "Sanger sequencing",
     ["Next-generation sequencing", "NGS"], "Geneious", ["LIMS", "TrakCare"], ["Budgeting", "Budgeting and procurement"], "Procurement"],
    ["Cape Town", "Pretoria", "Groote Schuur", "Tygerberg", "Stellenbosch"],
    [15.3, 15.95], ["Natural Sciences Managers", "Laboratory Technologists", "Microbiologists", "Medical Scientists"], (),
    NOCONTACT + ["no-experience-section", "no-education-section", "no-skills-section"] + NOPOS + ["two-columns", "stated-years"])

# 21 ---------------------------------------------------------------------------------------------------------
add("21-research-engineer-radar-us.docx", ["Kevin J. Thornbury", "Kevin Thornbury"], "kthornbury@example.com", "781-555-0138", ["Lexington, MA"],
    [P(["Technical Staff", "Technical Staff, Group 105 (Air and Missile Defense Technology)", "Technical Staff, Group 105"], ["MIT Lincoln Laboratory"], "2020-08", "Present", "Lexington, MA"),
     P("Radar Systems Engineer II", ["Raytheon Missiles & Defense", "Raytheon"], "2018-06", "2020-08", "Andover, MA"),
     P(["Graduate Research Assistant", "Graduate Research Assistant, Sensors and Electromagnetic Applications Lab"], ["Georgia Tech Research Institute (GTRI)", "Georgia Tech Research Institute", "GTRI"], "2016-01", "2018-05", "Atlanta, GA")],
    [(["M.S., Electrical and Computer Engineering", "M.S."], ["Georgia Institute of Technology", "Georgia Tech"]),
     (["B.S., Electrical Engineering", "B.S."], "Rensselaer Polytechnic Institute")],
    None,
    [["STAP", "Space-time adaptive processing"], ["Adaptive beamforming", "Beamforming"], ["Radar waveform design", "Waveform design"], ["Kalman filtering", "Kalman filter"],
     ["Signal processing", "Radar signal processing"], "MATLAB", "Python", "C++", "CUDA", "VHDL", ["GNU Radio"], ["Xilinx RFSoC", "RFSoC"], "Linux"],
    ["Lexington", "Andover", "White Sands", "Raytheon", "Secret clearance"],
    [10.8, 11.0], ["Electrical Engineers", "Electronics Engineers", "Computer Hardware Engineers"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 22 ---------------------------------------------------------------------------------------------------------
add("22-lecturer-history-table-uk.docx", ["Fiona MacLeod-Asante", "Dr Fiona MacLeod-Asante"], "fiona.macleod@example.ac.uk", "+44 131 496 0742",
    ["Edinburgh EH8 9AG", "Edinburgh", "William Robertson Wing, Old Medical School, Teviot Place, Edinburgh EH8 9AG", "Teviot Place, Edinburgh EH8 9AG"],
    [P(["Lecturer in Modern British History (open-ended)", "Lecturer in Modern British History"], "University of Edinburgh", "2022", "Present"),
     P("Leverhulme Early Career Fellow", ["Department of History, University of Glasgow", "University of Glasgow"], "2020", "2022"),
     P(["Teaching Fellow in Modern History (fixed-term, 0.6 FTE)", "Teaching Fellow in Modern History"], "University of St Andrews", "2019", "2020"),
     P("Graduate Teaching Assistant", ["School of History, University of Glasgow", "University of Glasgow"], "2016", "2019")],
    [(["PhD History", "PhD"], "University of Glasgow"),
     (["MSc Economic and Social History", "MSc Economic and Social History (Distinction)", "MSc"], "University of Edinburgh"),
     (["MA (Hons) History", "MA (Hons) History, First Class", "MA (Hons)"], "University of Aberdeen")],
    [["Fellow of the Higher Education Academy (FHEA)", "FHEA", "Fellow of the Higher Education Academy"]],
    ["Archival research", ["Oral history interviewing", "Oral history"], "NVivo", ["QGIS", "QGIS historical mapping"], ["Scottish Gaelic", "Scottish Gaelic (reading)"]],
    ["Edinburgh", "Glasgow", "Red Clydeside", "Leverhulme", "Scottish Historical Review"],
    [10.1, 10.95], ["History Teachers", "Historians"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 23 ---------------------------------------------------------------------------------------------------------
add("23-medicinal-chemist-pharma-india.docx", ["Venkatesh Subramaniam", "VENKATESH SUBRAMANIAM", "VENKATESH SUBRAMANIAM, Ph.D."], "venkat.subramaniam@example.in", "+91 90000 55317",
    ["Hyderabad, Telangana", "Hyderabad"],
    [P(["Senior Research Scientist – Medicinal Chemistry", "Senior Research Scientist"], ["Dr. Reddy's Laboratories Ltd.", "Dr. Reddy's Laboratories", "Dr. Reddy's Laboratories Ltd., Integrated Product Development Organisation"], "2021-11", "Present", ["Hyderabad"]),
     P("Research Scientist", ["Syngene International Ltd.", "Syngene International", "Syngene"], "2017-07", "2021-10", ["Bengaluru"]),
     P("Research Associate", ["GVK Biosciences Pvt. Ltd.", "GVK Biosciences"], "2012-06", "2013-08", ["Hyderabad"])],
    [(["Ph.D. in Chemistry (Organic Synthesis)", "Ph.D. in Chemistry", "Ph.D."], "University of Hyderabad"),
     (["M.Sc. Organic Chemistry", "M.Sc."], ["Osmania University, Hyderabad", "Osmania University"]),
     (["B.Sc. (MPC)", "B.Sc."], ["Andhra Loyola College, Vijayawada", "Andhra Loyola College"])],
    None,
    [["Multi-step organic synthesis", "Organic synthesis"], ["Asymmetric catalysis"], ["Pd cross-coupling", "Cross-coupling"], "NMR", "LC-MS", "HPLC", ["Chiral SFC", "SFC"],
     "ChemDraw", ["Schrödinger Maestro", "Schrödinger", "Maestro"], "SciFinder", "Reaxys", ["Medicinal chemistry", "SAR"]],
    ["Hyderabad", "Bengaluru", "Vijayawada", "Marital Status", "Dr. Reddy's"],
    [10.6, 10.75], ["Chemists"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 24 ---------------------------------------------------------------------------------------------------------
add("24-postdoc-immunology-ireland.docx", ["Siobhán Gallagher", "Dr Siobhán Gallagher", "Siobhan Gallagher"], "sgallagher@example.ie", ["+353 87 555 0419", "+353 1 555 2264"],
    ["Dublin 2, D02 R590, Ireland", "Dublin 2", "Dublin", "Pearse Street, Dublin 2, D02 R590, Ireland", "Trinity Biomedical Sciences Institute, Pearse Street, Dublin 2, D02 R590, Ireland"],
    [P(["Science Foundation Ireland (SFI) Starting Investigator Research Grant (SIRG) Postdoctoral Fellow", "SIRG Postdoctoral Fellow", "Postdoctoral Fellow"],
       ["School of Biochemistry and Immunology, Trinity College Dublin", "Trinity College Dublin"], "2023-01", "Present"),
     P(["Senior Postdoctoral Researcher, Mills Lab", "Senior Postdoctoral Researcher"], ["School of Biochemistry and Immunology, Trinity College Dublin", "Trinity College Dublin", "Mills Lab"], "2020-02", "2022-12"),
     P("Postdoctoral Research Fellow", ["Department of Pathology, University of Cambridge", "University of Cambridge"], "2017-10", "2020-01", ["UK", "Cambridge, UK"])],
    [(["PhD in Immunology", "PhD"], "Trinity College Dublin"),
     (["BA (Mod) Immunology", "BA (Mod)", "BA Immunology"], "University College Dublin")],
    None,
    [["Flow cytometry", "Multiparameter flow cytometry", "Spectral flow cytometry"], ["Cytek Aurora"], ["Single-cell RNA-seq", "scRNA-seq"], ["10x Genomics"], "Seurat",
     ["Mouse models of autoimmunity", "Mouse models", "EAE"], ["CRISPR-Cas9", "CRISPR"], ["Confocal microscopy"], "R", "FlowJo"],
    ["Dublin", "Karolinska", "Keystone", "Nature Immunology", "Stockholm"],
    [9.1, 9.25], ["Medical Scientists", "Biological Scientists", "Molecular and Cellular Biologists", "Microbiologists", "Biologists", "Biological Science Teachers"], (),
    NOCONTACT + ["no-experience-section", "no-education-section"] + NOPOS + ["two-columns", "stated-years"])

# 25 ---------------------------------------------------------------------------------------------------------
add("25-phd-student-forest-ecology-canada.docx", "Maxime Lavoie-Chen", "mlavoiechen@example.ca", "604-555-0187", ["Vancouver, BC"],
    [P(["Graduate Research Assistant", "Graduate Research Assistant, Forest Ecology Lab"], ["Forest Ecology Lab, UBC Faculty of Forestry", "UBC Faculty of Forestry", "University of British Columbia", "UBC"], "2022-09", "Present"),
     P("Field Crew Leader", ["Ministry of Forests", "BC Ministry of Forests"], "2023-06", "2023-08", ["Williams Lake, BC"]),
     P("Field Technician", ["Canadian Forest Service (Natural Resources Canada)", "Canadian Forest Service", "Natural Resources Canada"], "2019-06", "2021-08", ["Québec, QC", "Quebec, QC"]),
     P(["Teaching Assistant", "Teaching Assistant, FRST 201 Forest Ecology"], ["University of British Columbia", "UBC"], "2023-09", "2024-11")],
    [(["Ph.D., Forestry (Forest Ecology)", "Ph.D., Forestry", "Ph.D."], ["University of British Columbia", "UBC"]),
     (["M.Sc., Biology", "M.Sc."], "Université de Sherbrooke"),
     (["B.Sc., Environmental Biology", "B.Sc."], "McGill University")],
    [["Wilderness First Aid (40 h)", "Wilderness First Aid"]],
    ["R", "lme4", "Python", ["Mixed models", "Mixed-effects models"], ["Structural equation modelling", "Structural equation modeling", "SEM"], ["Forest mensuration"],
     "Dendrochronology", ["Vegetation surveys"], ["GPS (Trimble)", "GPS", "Trimble"], ["Drone LiDAR", "LiDAR"], ["French", "French/English bilingual"]],
    ["Vancouver", "Williams Lake", "Sherbrooke", "Ministry of Forests"],
    [4.6, 4.9], ["Conservation Scientists", "Foresters", "Soil and Plant Scientists", "Environmental Scientists", "Zoologists and Wildlife Biologists", "Biologists",
                 "Forestry and Conservation Science Teachers", "Forest and Conservation Technicians"], (),
    NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 26 ---------------------------------------------------------------------------------------------------------
add("26-professor-to-data-scientist-us.docx", ["Laura B. Whitcombe", "Laura Whitcombe"], "laura.whitcombe@example.com", "206-555-0129", ["Seattle, WA"],
    [P(["Senior Data Scientist, Supply Chain Optimization Technologies", "Senior Data Scientist"], "Amazon", "2023-07", "Present", "Seattle, WA"),
     P("Data Science Fellow", "Insight Data Science", "2023-01", "2023-04", ["Seattle, WA", "Seattle, WA (remote)"]),
     P(["Associate Professor of Physics (tenured 2019)", "Associate Professor of Physics"], "Montana State University", "2013-08", "2022-12", "Bozeman, MT"),
     P("Postdoctoral Scholar", ["California Institute of Technology (LIGO Laboratory)", "California Institute of Technology", "LIGO Laboratory", "Caltech"], "2010-09", "2013-07", "Pasadena, CA")],
    [(["Ph.D., Physics", "Ph.D. Physics", "Ph.D."], "University of Chicago"),
     (["B.A., Physics and Mathematics", "B.A."], "Carleton College")],
    None,
    ["Python", "pandas", "PyTorch", "statsmodels", "SQL", "Spark", ["AWS", "SageMaker"], ["Time-series forecasting", "Forecasting"], ["Bayesian statistics"], "Causal inference",
     ["Experimental design", "A/B testing"], "Mentoring", "Technical writing", "Public speaking"],
    ["Seattle", "Bozeman", "Pasadena", "LIGO Scientific Collaboration", "Amazon"],
    [15.9, 16.2], ["Data Scientists", "Statisticians"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

# 27 ---------------------------------------------------------------------------------------------------------
add("27-clinical-trials-coordinator-australia.docx", "Priyanka Sharma-Lewis", "priyanka.sl@example.com.au", "0491 570 233", ["Parkville VIC 3052", "Parkville VIC", "Parkville"],
    [P(["Clinical Trials Coordinator (Grade 3)", "Clinical Trials Coordinator"], "Peter MacCallum Cancer Centre", "2023-06", "Present", ["Melbourne VIC", "Melbourne"]),
     P(["Research Nurse / Study Coordinator", "Research Nurse", "Study Coordinator"], "The Royal Melbourne Hospital", "2021-02", "2023-05", ["Parkville VIC", "Parkville"]),
     P(["Registered Nurse, Oncology Ward", "Registered Nurse"], ["Monash Health – Monash Medical Centre", "Monash Health", "Monash Medical Centre"], "2017-01", "2021-01", ["Clayton VIC", "Clayton"])],
    [(["Graduate Certificate in Clinical Research"], "Monash University"),
     (["Bachelor of Nursing"], "La Trobe University")],
    [["Registered Nurse, AHPRA (NMW0001555512)", "Registered Nurse, AHPRA", "Registered Nurse", "AHPRA"],
     ["ICH GCP E6(R3)", "ICH GCP E6(R3) — TransCelerate-recognised, 2025", "ICH GCP", "GCP"],
     ["IATA Dangerous Goods Category B shipping", "IATA Dangerous Goods", "IATA"],
     ["Advanced Life Support (ALS1)", "Advanced Life Support", "ALS1", "ALS"]],
    [["ICH-GCP", "GCP", "ICH GCP"], "Medidata Rave", ["Veeva Vault", "Veeva Vault EDC"], "Informed consent", ["Phlebotomy & PK sampling", "Phlebotomy", "PK sampling"],
     ["Stakeholder communication", "Communication"], ["SAE reporting", "Adverse event reporting"]],
    ["Parkville", "Clayton", "Melbourne", "Peter MacCallum", "Oncology Ward"],
    [9.8, 10.0], ["Clinical Research Coordinators", "Registered Nurses"], (), NOCONTACT + SECTIONS + NOPOS + ["stated-years"])

# 28 ---------------------------------------------------------------------------------------------------------
add("28-research-fellow-perovskites-singapore.docx", ["Wei Jie Tan", "Dr. Wei Jie Tan"], "weijie.tan@example.sg", "+65 9555 0142", ["Singapore 119077", "Singapore"],
    [P("Research Fellow", ["Department of Materials Science and Engineering, National University of Singapore", "National University of Singapore", "NUS"], "2021", "Present"),
     P("Research Scientist", ["Institute of Materials Research and Engineering (IMRE), A*STAR", "Institute of Materials Research and Engineering (IMRE)",
                              "Institute of Materials Research and Engineering", "IMRE", "A*STAR"], "2019", "2021"),
     P("Visiting Researcher", ["Lawrence Berkeley National Laboratory", "Lawrence Berkeley National Laboratory, Berkeley, CA, USA"], "2018-01", "2018-06", ["Berkeley, CA, USA", "Berkeley, CA"])],
    [(["PhD, Materials Science and Engineering", "PhD"], ["Nanyang Technological University (NTU)", "Nanyang Technological University", "NTU"]),
     (["B.Eng. (Hons), Materials Engineering", "B.Eng. (Hons)", "B.Eng."], "Nanyang Technological University")],
    None,
    [["Spin-coating", "Spin coating"], ["Slot-die coating"], ["Thermal evaporation"], "XRD", "GIWAXS", "SEM", ["Photoluminescence spectroscopy", "Photoluminescence"], "Python",
     ["Bayesian optimisation", "Bayesian optimization"], ["Thin-film deposition"]],
    ["Singapore", "Berkeley", "Joule", "A*STAR", "Seattle"],
    [7.8, 8.45], ["Materials Scientists", "Materials Engineers", "Physicists", "Chemists"], (), NOCONTACT + SECTIONS + NOPOS + ["two-columns", "stated-years"])

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl"), "w") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations")
